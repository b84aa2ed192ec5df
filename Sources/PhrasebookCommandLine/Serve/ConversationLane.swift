import PhraseMatching
import Phrasebook

/// One conversation of `serve`. Its requests run one after another (the server chains them), so
/// the conversation's pending request is only ever answered by its own next turn.
actor ConversationLane {
    private var conversation: Conversation?
    private let context: ValueContext

    init(context: ValueContext) {
        self.context = context
    }

    /// Answers one turn on `assistant` (the one current when the request was read). A question
    /// pending from before a reload is finished on the manifest that asked it; the next new request
    /// starts on the new one. Without text, retries the pending request with `authentication`;
    /// nil when nothing is pending.
    func respond(
        to text: String?, authentication: AuthenticationState, onscreen: [EntityIdentifier] = [],
        on assistant: Assistant
    ) async
        -> ConversationTurn?
    {
        if let current = conversation, current.assistant !== assistant, !(await current.isPending) {
            conversation = nil
        }
        let current = conversation ?? assistant.conversation(context: context)
        conversation = current
        guard let text else { return await current.resume(authentication: authentication) }
        // respond throws only when the task is cancelled; the server cancels none.
        return try? await current.respond(to: text, authentication: authentication, onscreen: onscreen)
    }

    /// Abandons the pending request, if any. Returns whether one was pending.
    func end() async -> Bool {
        guard let conversation, await conversation.isPending else { return false }
        _ = await conversation.cancel()
        return true
    }
}
