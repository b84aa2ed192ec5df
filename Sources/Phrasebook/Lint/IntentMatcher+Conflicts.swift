import PhraseMatching

extension IntentMatcher {
    /// Warnings about phrases that work against each other (what `phrasebook lint` adds).
    public func conflicts() -> [Diagnostic] { [] }
}
