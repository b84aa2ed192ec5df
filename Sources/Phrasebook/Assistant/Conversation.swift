import PhraseMatching

/// A conversation with the assistant: it keeps the pending request between turns, so the next
/// utterance can answer the question asked ("the tomato one", "the second", "yes", "cancel").
///
/// ```swift
/// let conversation = assistant.conversation()
/// var turn = try await conversation.respond(to: "order soup in soup chef", authentication: .unlocked)
/// // turn.outcome == .needsValue(parameter: "soup", prompt: "Which soup?")
/// turn = try await conversation.respond(to: "the clam chowder", authentication: .unlocked)
/// // turn.outcome == .completed(…)
/// ```
/// Turns of one conversation are meant to come one after another; many conversations may run
/// at once on one assistant.
public actor Conversation {
    /// The assistant the conversation talks to.
    public nonisolated let assistant: Assistant
    private let context: ValueContext?
    private var pending: Pending?
    /// The entity the last completed intent returned (`ReturnsValue`): "open it" points at it
    /// when nothing is on screen.
    private var returned: [EntityIdentifier] = []
    /// The last request that completed, with its values, for "same again".
    private var lastRun: IntentRun?
    /// The suggestion the last `noMatch` turn offered ("Did you mean …?"), which a yes takes up,
    /// and what was said.
    private var offered: (suggestion: String, said: String)?

    init(assistant: Assistant, context: ValueContext?) {
        self.assistant = assistant
        self.context = context
    }

    deinit {
        if case .performing(let performance, _)? = pending?.stage { performance.session.cancel() }
    }

    /// Whether the conversation waits for the answer to a question, or for authentication.
    public var isPending: Bool { pending != nil }

    /// Answers one utterance: a new request, or the answer to the pending question.
    ///
    /// An answer may carry other values of the request ("two clam chowders") or correct one given
    /// before ("no, three", "not large, small"). An utterance that does not answer the question is
    /// matched as a request: one that ends in its own turn is a side request, after which the
    /// question is asked again (``ConversationTurn/pendingQuestion``); one that asks questions of
    /// its own replaces the pending request (``ConversationTurn/replaced``). When it is no request
    /// either, the question is asked again. "cancel" or "never mind" abandons the pending request;
    /// "same again" repeats the last completed one (<doc:ConversationsAndAuthentication#Answers>).
    /// - Parameters:
    ///   - text: what the user said or typed.
    ///   - authentication: who is using the device, checked against the intent's policy.
    ///   - onscreen: the entities on screen this turn (Apple's `EntityIdentifier`s): "this
    ///     email", "it" and "the one on screen" resolve to them (<doc:FindingTheUsersThings>); with
    ///     none, "it" is the entity the last completed intent returned.
    /// - Throws: `CancellationError` when the calling task is cancelled; every other problem is
    ///   an outcome (`failed` for errors thrown by `perform()` or an entity query).
    public func respond(
        to text: String, authentication: AuthenticationState = .unlocked, onscreen: [EntityIdentifier] = []
    ) async throws
        -> ConversationTurn
    {
        try Task.checkCancellation()
        var context = self.context ?? ValueContext()
        context.onscreen = onscreen.isEmpty ? returned : onscreen
        let snapshot = assistant.snapshot
        let suggestion = offered
        offered = nil
        guard let waiting = pending else {
            let match = snapshot.matcher.match(text, context: context)
            if match.outcome == .matched {
                return await start(match, snapshot: snapshot, context: context, authentication: authentication)
            }
            if let suggestion, Self.yesOrNoInWords(text, snapshot: snapshot) == true {
                // "Did you mean “order Tomato Soup”?" — "yes".
                let match = Self.suggested(
                    suggestion.suggestion, said: suggestion.said, snapshot: snapshot, context: context)
                return await start(match, snapshot: snapshot, context: context, authentication: authentication)
            }
            if let last = lastRun, snapshot.phrases?.read(text) == "Again" {
                // "same again": the last completed request with its values, asking its confirmation again.
                var again = last
                again.confirmed = false
                return await advance(again, snapshot: snapshot, context: context, authentication: authentication)
            }
            return await start(match, snapshot: snapshot, context: context, authentication: authentication)
        }
        pending = nil
        if AnswerReader.cancels(text) { return await abandon(waiting) }
        if case .performing = waiting.stage, !authentication.allows(waiting.run.intent.authenticationPolicy) {
            // perform() is under way, and an answer from someone the policy does not allow must not
            // let it go on: the question stays open until the front end authenticates.
            pending = waiting
            return waiting.run.turn(.unauthorized(waiting.run.intent.authenticationPolicy))
        }
        if let turn = await answer(
            text, to: waiting, snapshot: snapshot, context: context, authentication: authentication)
        {
            return turn
        }
        if let last = lastRun, !waiting.isAuthentication, snapshot.phrases?.read(text) == "Again" {
            return await repeatLast(
                last, while: waiting, snapshot: snapshot, context: context, authentication: authentication)
        }
        let match = snapshot.matcher.match(text, context: context)
        if match.outcome == .matched {
            if match.app == waiting.run.app, match.intent == waiting.run.intent.name {
                // the same request again, said whole: it replaces the pending one.
                _ = await abandon(waiting)
                return await start(match, snapshot: snapshot, context: context, authentication: authentication)
            }
            var turn = await start(match, snapshot: snapshot, context: context, authentication: authentication)
            if pending == nil, !waiting.isAuthentication {
                // a side request that ended in its own turn ("what soups do you have"): the pending
                // question stays open, and is asked again after the answer.
                pending = waiting
                return Self.askingAgain(turn, waiting.question)
            }
            // a new request that asks questions of its own replaces the pending one, and says so.
            _ = await abandon(waiting)
            turn.replaced = waiting.run.intent.title
            return turn
        }
        if case .authentication = waiting.stage {
            // not a new request: a retry after authenticating.
            return await advance(waiting.run, snapshot: snapshot, context: context, authentication: authentication)
        }
        pending = waiting
        return waiting.question
    }

    /// "Same again" while `waiting` asks: the values of the last request fill what the same
    /// request lacks; another request gives way to the last one, and the turn says so.
    private func repeatLast(
        _ last: IntentRun, while waiting: Pending, snapshot: AssistantSnapshot, context: ValueContext,
        authentication: AuthenticationState
    ) async -> ConversationTurn {
        let same = last.app == waiting.run.app && last.intent.name == waiting.run.intent.name
        if same, case .performing = waiting.stage {
            // perform() is under way and takes only the answer to its question.
            pending = waiting
            return waiting.question
        }
        var again = same ? waiting.run : last
        again.confirmed = false
        if same {
            for (name, value) in last.values where again.values[name] == nil {
                again.values[name] = value
                again.choices.removeAll { $0.parameter == name }
                again.notFound[name] = nil
            }
        } else {
            _ = await abandon(waiting)
        }
        var turn = await advance(again, snapshot: snapshot, context: context, authentication: authentication)
        if !same { turn.replaced = waiting.run.intent.title }
        return turn
    }

    /// The request a `noMatch` suggested, with only the values the user said (a typo allowed): the
    /// others, which the suggestion filled in by itself, are asked for.
    private static func suggested(
        _ suggestion: String, said: String, snapshot: AssistantSnapshot, context: ValueContext
    ) -> IntentMatch {
        var match = snapshot.matcher.match(suggestion, context: context)
        guard match.outcome == .matched, let app = match.app.flatMap(snapshot.app(named:)) else { return match }
        let words = Tokenizer.tokenize(said).map(\.text)
        let intent = app.model.intents.first { $0.name == match.intent }
        match.parameters = match.parameters.filter { parameter in
            let type = intent?.parameter(named: parameter.name)?.type
            return names(of: parameter.value, type: type, in: app.model).contains { isSaid($0, in: words) }
        }
        match.text = said
        return match
    }

    /// Retries the pending request (one that was `unauthorized`) with a new authentication state.
    /// Returns nil when nothing is pending.
    public func resume(authentication: AuthenticationState) async -> ConversationTurn? {
        guard let waiting = pending, case .authentication = waiting.stage else { return pending?.question }
        pending = nil
        return await advance(
            waiting.run, snapshot: assistant.snapshot, context: context ?? ValueContext(),
            authentication: authentication)
    }

    /// Abandons the pending request, if any.
    public func cancel() async -> ConversationTurn {
        guard let waiting = pending else { return ConversationTurn(outcome: .cancelled) }
        pending = nil
        return await abandon(waiting)
    }

    // MARK: - Starting a request

    private func start(
        _ text: String, snapshot: AssistantSnapshot, context: ValueContext, authentication: AuthenticationState
    ) async
        -> ConversationTurn
    {
        await start(
            snapshot.matcher.match(text, context: context), snapshot: snapshot, context: context,
            authentication: authentication)
    }

    private func start(
        _ match: IntentMatch, snapshot: AssistantSnapshot, context: ValueContext, authentication: AuthenticationState
    ) async
        -> ConversationTurn
    {
        var turn = ConversationTurn(outcome: .cancelled, app: match.app, intent: match.intent, match: match)
        switch match.outcome {
        case .noMatch:
            turn.outcome = .noMatch(suggestions: match.suggestions)
            if pending == nil, let first = match.suggestions.first { offered = (first, match.text) }
            return turn
        case .rejected:
            turn.outcome = .rejected(negativePhrase: match.phrase ?? "")
            return turn
        case .ambiguous:
            if let apps = Self.schemaAdopters(match, snapshot: snapshot) {
                // one schema, several apps adopt it, none named: ask which app.
                let prompt = IntentDialog(
                    full: LocalizedStringResource(
                        "Which app should I use? \(ConversationTurn.list(apps, joinedBy: "or"))"))
                turn.outcome = .needsDisambiguation(parameter: "app", options: apps, prompt: prompt)
                pending = Pending(
                    run: IntentRun(app: "", intent: IntentModel(name: ""), descriptor: nil, match: match),
                    stage: .app(options: apps), question: turn)
                return turn
            }
            turn.outcome = .ambiguous(candidates: match.candidates)
            turn.candidateTitles = match.candidates.map { candidate in
                let intent = snapshot.app(named: candidate.app)?.model.intents.first { $0.name == candidate.intent }
                return "\(Self.spokenTitle(intent?.title ?? candidate.intent)) in \(candidate.app)"
            }
            return turn
        case .matched:
            break
        }
        guard let appName = match.app, let app = snapshot.app(named: appName), let intentName = match.intent,
            let intent = app.model.intents.first(where: { $0.name == intentName })
        else {
            turn.outcome = .noMatch(suggestions: [])
            return turn
        }
        var run = IntentRun(
            app: appName, intent: intent, descriptor: app.declared.intents[intentName], match: match,
            appModel: app.model)
        do {
            for parameter in match.parameters {
                guard let model = intent.parameter(named: parameter.name) else { continue }
                try await run.take(
                    parameter, for: model, from: app, snapshot: snapshot, context: context, within: assistant.timeout)
            }
            // words a slot of the intent can read are never dropped: "order a large soup" keeps the size
            // even when the phrase that matched has no slot for it.
            for reading in Self.unreadValues(match, of: run, snapshot: snapshot, context: context) {
                guard let model = intent.parameter(named: reading.name) else { continue }
                if let said = match.parameters.first(where: { $0.name == reading.name }) {
                    // two values said for one entity: the turn asks which, rather than drop one.
                    run.values[reading.name] = nil
                    run.choices.removeAll { $0.parameter == reading.name }
                    var both = said
                    both.alternatives = [said.value, reading.value]
                    try await run.take(
                        both, for: model, from: app, snapshot: snapshot, context: context, within: assistant.timeout)
                    continue
                }
                try await run.take(
                    reading, for: model, from: app, snapshot: snapshot, context: context, within: assistant.timeout)
            }
            try await run.takeOnscreen(
                utterance: match.text, snapshot: snapshot, context: context, within: assistant.timeout)
        } catch {
            return run.turn(.failed(error))
        }
        if run.pointsAtNothing { return ConversationTurn(outcome: .noMatch(suggestions: []), match: match) }
        if let bar = assistant.confirmationThreshold, let score = match.score, score < bar { run.understood = false }
        return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
    }

    /// Takes the request as far as it goes: authentication, choices, missing values,
    /// confirmation, then `perform()`.
    private func advance(
        _ run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext, authentication: AuthenticationState
    ) async
        -> ConversationTurn
    {
        var run = run
        if !run.understood {
            // heard unclearly: nothing is asked of the user, or of the app, for a request they did not make.
            let prompt = IntentDialog(full: LocalizedStringResource("Did you mean “\(run.summary())”?"))
            return ask(run, .understanding, run.turn(.needsConfirmation(prompt: prompt)))
        }
        guard authentication.allows(run.intent.authenticationPolicy) else {
            return ask(run, .authentication, run.turn(.unauthorized(run.intent.authenticationPolicy)))
        }
        if let choice = run.choices.first {
            let model = run.intent.parameter(named: choice.parameter)
            let prompt =
                model?.requestDisambiguationDialog.map { IntentDialog(full: LocalizedStringResource($0)) }
                ?? Self.choicePrompt(title: model?.title ?? choice.parameter, options: choice.options)
            return ask(
                run, .choice(parameter: choice.parameter, options: choice.options),
                run.turn(
                    .needsDisambiguation(
                        parameter: choice.parameter, options: choice.options.map(\.title), prompt: prompt)))
        }
        for parameter in run.intent.parameters
        where !parameter.isOptional && run.values[parameter.name] == nil && parameter.defaultValue == nil {
            var prompt = Self.valuePrompt(for: parameter, in: run)
            if let declared = run.descriptorParameter(parameter.name), let provider = declared.metadata.optionsProvider
            {
                // the provider is the app's code: it may throw or hang, and the turn must end all the same.
                let operation = "the options provider of \(run.intent.name).\(parameter.name)"
                do {
                    if let provided = try await runUserCode(
                        operation, within: assistant.timeout, { await provider.defaultResult() })
                    {
                        run.values[parameter.name] = provided
                        continue
                    }
                    let options = try await runUserCode(operation, within: assistant.timeout) {
                        try await provider.results()
                    }
                    if !options.isEmpty {
                        prompt.supporting =
                            "Options: "
                            + options.map { Choice(value: $0, type: declared.valueType).title }.joined(separator: ", ")
                    }
                } catch {
                    return run.turn(.failed(error))
                }
            }
            if let missed = run.notFound[parameter.name] { prompt.full = "I couldn't find “\(missed)”. " + prompt.full }
            return ask(
                run, .value(parameter: parameter.name), run.turn(.needsValue(parameter: parameter.name, prompt: prompt))
            )
        }
        if let confirmation = run.intent.confirmation, !run.confirmed {
            let prompt = IntentDialog(full: LocalizedStringResource(run.render(confirmation, snapshot: snapshot)))
            return ask(run, .confirmation, run.turn(.needsConfirmation(prompt: prompt)))
        }
        guard let descriptor = run.descriptor else {
            lastRun = run
            return run.turn(
                .completed(
                    IntentCompletion(
                        dialog: run.intent.dialog.map {
                            IntentDialog(full: LocalizedStringResource(run.render($0, snapshot: snapshot)))
                        },
                        value: nil, parameters: run.canonicalParameters())))
        }
        let intent = descriptor.type.init()
        let wrappers = IntentDescriptor.wrappers(of: intent)
        for (name, wrapper) in wrappers {
            if let value = run.values[name] { _ = wrapper.store(value) }
        }
        let performance = Performance(
            session: PerformSession(),
            names: Dictionary(wrappers.map { (ObjectIdentifier($0.wrapper), $0.name) }, uniquingKeysWith: { a, _ in a })
        )
        performance.session.start { try await perform(intent) }
        return await follow(performance, run: run, snapshot: snapshot)
    }

    /// Waits for what the running `perform()` does next and turns it into a turn.
    private func follow(_ performance: Performance, run: IntentRun, snapshot: AssistantSnapshot) async
        -> ConversationTurn
    {
        switch await performance.session.nextEvent(
            within: assistant.timeout, operation: "perform() of \(run.intent.name)")
        {
        case .finished(let result):
            lastRun = run
            return await completed(result, run: run)
        case .failed(let error) where error is IntentCancellation:
            return run.turn(.cancelled)
        case .failed(let error as IntentParameterNeedsValue):
            return askAgain(error, performance: performance, run: run)
        case .failed(let error):
            return run.turn(.failed(error))
        case .asked(let request):
            return ask(performance, request, run: run)
        }
    }

    private func ask(_ performance: Performance, _ request: PerformRequest, run: IntentRun) -> ConversationTurn {
        switch request {
        case .value(let wrapper, let dialog):
            let name = performance.names[ObjectIdentifier(wrapper)] ?? wrapper.titleText
            let model = run.intent.parameter(named: name)
            let prompt =
                dialog ?? model.map { Self.valuePrompt(for: $0, in: run) }
                ?? IntentDialog(full: LocalizedStringResource("What's the \(wrapper.titleText)?"))
            return ask(
                run, .performing(performance, .value(parameter: name)),
                run.turn(.needsValue(parameter: name, prompt: prompt)))
        case .disambiguation(let wrapper, let options, let dialog):
            let name = performance.names[ObjectIdentifier(wrapper)] ?? wrapper.titleText
            let choices = options.map { Choice(value: $0, type: wrapper.valueType) }
            let prompt =
                dialog ?? wrapper.metadata.requestDisambiguationDialog
                ?? Self.choicePrompt(title: wrapper.titleText, options: choices)
            return ask(
                run, .performing(performance, .choice(parameter: name, options: choices)),
                run.turn(.needsDisambiguation(parameter: name, options: choices.map(\.title), prompt: prompt)))
        case .confirmation(let wrapper, let value, let dialog):
            var prompt = dialog ?? IntentDialog(full: LocalizedStringResource("\(run.intent.title)?"))
            if dialog == nil, let wrapper, let value {
                prompt = IntentDialog(
                    full: LocalizedStringResource(
                        "\(wrapper.titleText): \(Choice(value: value, type: wrapper.valueType).title)?"))
            }
            return ask(run, .performing(performance, .confirmation), run.turn(.needsConfirmation(prompt: prompt)))
        }
    }

    private func ask(_ run: IntentRun, _ stage: Stage, _ turn: ConversationTurn) -> ConversationTurn {
        pending = Pending(run: run, stage: stage, question: turn)
        return turn
    }

    // MARK: - Answers

    /// The turn after `text` answers the pending question, or nil when it does not answer it.
    private func answer(
        _ text: String, to waiting: Pending, snapshot: AssistantSnapshot, context: ValueContext,
        authentication: AuthenticationState
    ) async -> ConversationTurn? {
        var run = waiting.run
        switch waiting.stage {
        case .authentication:
            return nil
        case .app(let apps):
            let options = apps.map { name in
                Choice(title: name, synonyms: snapshot.app(named: name)?.model.synonyms ?? [], value: name)
            }
            guard let index = Self.choice(in: text, among: options) else { return nil }
            // the request again, now naming the app: the schema phrases end with an optional app name.
            let named = snapshot.matcher.match("\(run.match.text) using \(apps[index])", context: context)
            guard named.outcome == .matched, named.app == apps[index] else { return nil }
            return await start(named, snapshot: snapshot, context: context, authentication: authentication)
        case .value(let name):
            if let model = run.intent.parameter(named: name), let app = snapshot.app(named: run.app),
                let reading = snapshot.reader(for: model, intent: run.intent.name, in: app.model)?.value(
                    of: text, context: context, exactly: true)
            {
                // an answer read whole and exactly ("the tomato one") carries nothing else.
                return await advance(run, snapshot: snapshot, context: context, authentication: authentication) {
                    try await $0.take(
                        reading, for: model, from: app, snapshot: snapshot, context: context,
                        within: self.assistant.timeout)
                }
            }
            if let model = run.intent.parameter(named: name), model.type == .bool,
                let yes = Self.yesOrNoInWords(text, snapshot: snapshot), let app = snapshot.app(named: run.app)
            {
                // a yes-or-no parameter reads the language's table too ("yeah go ahead").
                return await advance(run, snapshot: snapshot, context: context, authentication: authentication) {
                    try await $0.take(
                        IntentMatch.Parameter(name: name, value: .bool(yes)), for: model, from: app, snapshot: snapshot,
                        context: context, within: self.assistant.timeout)
                }
            }
            if let values = Self.readValues(text, of: run, snapshot: snapshot, context: context) {
                // the answer, and any other values it carries ("two clam chowders"), or a correction
                // of a value given before ("no, three"): advance asks again for what is still missing.
                return await takeAndAdvance(
                    values, run, snapshot: snapshot, context: context, authentication: authentication)
            }
            guard let (model, app, reading) = Self.read(text, as: name, of: run, snapshot: snapshot, context: context)
            else { return nil }
            // words that name nothing the app knows leave the value unset: advance asks again, saying so.
            return await advance(run, snapshot: snapshot, context: context, authentication: authentication) {
                try await $0.take(
                    reading, for: model, from: app, snapshot: snapshot, context: context, within: self.assistant.timeout
                )
            }
        case .choice(let name, let options):
            guard let index = Self.choice(in: text, among: options) else {
                // not one of the options: values for the request, or a correction ("make it two").
                guard let values = Self.readValues(text, of: run, snapshot: snapshot, context: context) else {
                    return nil
                }
                return await takeAndAdvance(
                    values, run, snapshot: snapshot, context: context, authentication: authentication)
            }
            run.choices.removeAll { $0.parameter == name }
            run.values[name] = options[index].value
            return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
        case .understanding:
            // only a yes or a no: anything else is a new request, perhaps the same one said again.
            guard let yes = Self.yesOrNoInWords(text, snapshot: snapshot) ?? Self.yesOrNo(text, context: context)
            else { return nil }
            guard yes else { return run.turn(.cancelled) }
            run.understood = true
            return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
        case .confirmation:
            if let yes = Self.yesOrNoInWords(text, snapshot: snapshot) {
                guard yes else { return run.turn(.cancelled) }
                run.confirmed = true
                return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
            }
            if let values = Self.readValues(text, of: run, snapshot: snapshot, context: context) {
                // a correction ("no, the groceries one"): the new value, and the confirmation asked again.
                return await takeAndAdvance(
                    values, run, snapshot: snapshot, context: context, authentication: authentication)
            }
            guard let yes = Self.yesOrNo(text, context: context) else { return nil }
            guard yes else { return run.turn(.cancelled) }
            run.confirmed = true
            return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
        case .performing(let performance, let question):
            switch question {
            case .value(let name):
                guard
                    let (model, app, reading) = Self.read(text, as: name, of: run, snapshot: snapshot, context: context)
                else { return nil }
                var scratch = run
                scratch.values[name] = nil
                do {
                    try await scratch.take(
                        reading, for: model, from: app, snapshot: snapshot, context: context, within: assistant.timeout)
                } catch {
                    performance.session.cancel()
                    return run.turn(.failed(error))
                }
                if let options = scratch.choices.first(where: { $0.parameter == name })?.options {
                    return ask(
                        run, .performing(performance, .choice(parameter: name, options: options)),
                        run.turn(
                            .needsDisambiguation(
                                parameter: name, options: options.map(\.title),
                                prompt: Self.choicePrompt(title: model.title, options: options))))
                }
                guard let value = scratch.values[name] else { return nil }
                performance.session.answer(value)
            case .choice(_, let options):
                guard let index = Self.choice(in: text, among: options) else { return nil }
                performance.session.answer(options[index].value)
            case .confirmation:
                if let yes = Self.yesOrNoInWords(text, snapshot: snapshot) {
                    performance.session.answer(yes)
                } else if let values = Self.readValues(text, of: run, snapshot: snapshot, context: context) {
                    // a correction to perform()'s confirmation: perform() is abandoned before it acts,
                    // and runs again from the start with the new value, asking again.
                    _ = await abandon(waiting)
                    return await takeAndAdvance(
                        values, run, snapshot: snapshot, context: context, authentication: authentication)
                } else {
                    guard let yes = Self.yesOrNo(text, context: context) else { return nil }
                    performance.session.answer(yes)
                }
            }
            return await follow(performance, run: run, snapshot: snapshot)
        }
    }

    /// Drops a pending request; a `perform()` waiting for an answer is resumed with
    /// ``IntentCancellation/cancelled`` and let finish.
    private func abandon(_ waiting: Pending) async -> ConversationTurn {
        if case .performing(let performance, _) = waiting.stage {
            // perform() may catch the cancellation and ask again: cancel each question, a bounded number of times.
            for _ in 0..<8 {
                performance.session.cancel()
                guard
                    case .asked = await performance.session.nextEvent(
                        within: assistant.timeout, operation: "perform() of \(waiting.run.intent.name)")
                else { break }
            }
        }
        return waiting.run.turn(.cancelled)
    }

    /// The apps of a tie between intents that all adopt one schema, or nil for any other tie.
    private static func schemaAdopters(_ match: IntentMatch, snapshot: AssistantSnapshot) -> [String]? {
        let schemas = Set(
            match.candidates.map { candidate in
                snapshot.app(named: candidate.app)?.model.intents.first { $0.name == candidate.intent }?.schema
            })
        guard schemas.count == 1, let only = schemas.first, only != nil else { return nil }
        var apps: [String] = []
        for candidate in match.candidates where !apps.contains(candidate.app) { apps.append(candidate.app) }
        return apps.count > 1 ? apps : nil
    }

    /// The value an answer gives the parameter `name` of the request: read with the parameter's
    /// answer phrases, or, for an entity whose host searches text, taken as a mention.
    private static func read(
        _ text: String, as name: String, of run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext
    ) -> (ParameterModel, LoadedApp, IntentMatch.Parameter)? {
        guard let model = run.intent.parameter(named: name), let app = snapshot.app(named: run.app),
            let reading = snapshot.reader(for: model, intent: run.intent.name, in: app.model)?.value(
                of: text, context: context)
                ?? run.mention(text, for: model, snapshot: snapshot)
        else { return nil }
        return (model, app, reading)
    }

    /// The values an answer gives for parameters of the request (several at once, or a correction
    /// with its opening words taken away), or nil when it gives none.
    private static func readValues(
        _ text: String, of run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext
    ) -> [IntentMatch.Parameter]? {
        guard let app = snapshot.app(named: run.app), let reader = snapshot.valuesReader(for: run.intent, in: app.model)
        else { return nil }
        for candidate in [snapshot.language.correction(text), text].compactMap({ $0 }) {
            if let values = reader.values(of: candidate, context: context) { return values }
        }
        return nil
    }

    /// The most words of a request searched for values its match left unread.
    static let maxUnreadWords = 32

    /// Values for parameters the match left without one, read from the words of the utterance
    /// (one to three at a time, longest first) outside the text slots: the words the phrase skipped.
    private static func unreadValues(
        _ match: IntentMatch, of run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext
    ) -> [IntentMatch.Parameter] {
        // a reading that took every word whole (score 1) skipped none.
        guard (match.score ?? 0) < 1 else { return [] }
        let unset = Set(
            run.intent.parameters.filter { parameter in
                AnswerReader.carriesValues(parameter.type) && run.values[parameter.name] == nil
                    && !match.parameters.contains { $0.name == parameter.name }
            }.map(\.name))
        // an entity the phrase read may meet another one said in the skipped words.
        let entities = Set(
            run.intent.parameters.filter { parameter in
                guard case .entity = parameter.type else { return false }
                return match.parameters.contains {
                    $0.name == parameter.name && !$0.isMention && $0.alternatives.count <= 1
                }
            }.map(\.name))
        guard !unset.isEmpty || !entities.isEmpty, let app = snapshot.app(named: run.app),
            let reader = snapshot.valuesReader(for: run.intent, in: app.model)
        else { return [] }
        let tokens = Tokenizer.tokenize(match.text)
        guard tokens.count <= maxUnreadWords else { return [] }
        // only words that may be part of a value are read: the search stays a few small matches.
        var words = tokens.map { reader.mayRead($0) ? $0.text : "" }
        guard words.contains(where: { !$0.isEmpty }) else { return [] }
        // the words of text values are the user's text, and the app's name is the app: neither
        // are values of other slots.
        var spans = [app.model.name] + app.model.synonyms
        for parameter in match.parameters {
            if case .string(let value) = parameter.value, !parameter.isMention { spans.append(value) }
        }
        var spoken = tokens.map(\.text)
        for span in spans {
            let taken = Tokenizer.tokenize(span).map(\.text)
            guard !taken.isEmpty else { continue }
            while taken.count <= spoken.count,
                let start = (0...(spoken.count - taken.count)).first(where: {
                    Array(spoken[$0..<($0 + taken.count)]) == taken
                })
            {
                for index in start..<(start + taken.count) {
                    spoken[index] = ""
                    words[index] = ""
                }
            }
        }
        var found: [IntentMatch.Parameter] = []
        var used = Array(repeating: false, count: words.count)
        for width in stride(from: 3, through: 1, by: -1) where width <= words.count {
            for start in 0...(words.count - width) {
                let window = start..<(start + width)
                guard !window.contains(where: { used[$0] || words[$0].isEmpty }) else { continue }
                let text = words[window].joined(separator: " ")
                guard let readings = reader.values(of: text, context: context, exactly: true) else { continue }
                for reading in readings where !found.contains(where: { $0.name == reading.name }) {
                    if entities.contains(reading.name) {
                        // another entity than the one read, unless these words are part of its names.
                        guard let said = match.parameters.first(where: { $0.name == reading.name }),
                            said.value != reading.value,
                            !Self.names(
                                of: said.value, type: run.intent.parameter(named: reading.name)?.type, in: app.model
                            )
                            .contains(where: { name in
                                let named = Tokenizer.tokenize(name).map(\.text)
                                return words[window].allSatisfy { named.contains($0) }
                            })
                        else { continue }
                    } else {
                        guard unset.contains(reading.name) else { continue }
                        // a lone "a" or "one" is an article as often as a count.
                        if case .int(1) = reading.value { continue }
                    }
                    found.append(reading)
                    for index in window { used[index] = true }
                }
            }
        }
        return found
    }

    /// Takes values an answer gave, each replacing the value the parameter had.
    /// Takes `values` into the run (answers, extra values, corrections), then goes on with it.
    private func takeAndAdvance(
        _ values: [IntentMatch.Parameter], _ run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext,
        authentication: AuthenticationState
    ) async -> ConversationTurn {
        await advance(run, snapshot: snapshot, context: context, authentication: authentication) {
            try await self.take(values, into: &$0, snapshot: snapshot, context: context)
        }
    }

    /// Applies `change` (an answer taken into the run), then goes on with the run; a change that
    /// throws (an entity query failing) ends the turn as `failed`.
    private func advance(
        _ run: IntentRun, snapshot: AssistantSnapshot, context: ValueContext, authentication: AuthenticationState,
        after change: (inout IntentRun) async throws -> Void
    ) async -> ConversationTurn {
        var run = run
        do {
            try await change(&run)
        } catch {
            return run.turn(.failed(error))
        }
        return await advance(run, snapshot: snapshot, context: context, authentication: authentication)
    }

    private func take(
        _ values: [IntentMatch.Parameter], into run: inout IntentRun, snapshot: AssistantSnapshot,
        context: ValueContext
    ) async throws {
        guard let app = snapshot.app(named: run.app) else { return }
        for reading in values {
            guard let model = run.intent.parameter(named: reading.name) else { continue }
            run.values[reading.name] = nil
            run.notFound[reading.name] = nil
            run.choices.removeAll { $0.parameter == reading.name }
            try await run.take(
                reading, for: model, from: app, snapshot: snapshot, context: context, within: assistant.timeout)
        }
        run.confirmed = false
    }

    /// Yes or no in the words of the language's table ("yeah go ahead", "no don't", "not now").
    private static func yesOrNoInWords(_ text: String, snapshot: AssistantSnapshot) -> Bool? {
        switch snapshot.phrases?.read(text) {
        case "Yes": true
        case "No": false
        default: nil
        }
    }

    /// The names a value goes by: an enum case's or entity's title and synonyms, or its text.
    private static func names(of value: ParameterValue, type: ParameterType?, in app: AppModel) -> [String] {
        switch (type, value) {
        case (.enumeration(let name)?, .string(let raw)):
            return app.enumModel(named: name)?.cases.first { $0.value == raw }.map { [$0.title] + $0.synonyms } ?? [raw]
        case (.entity(let name)?, .string(let id)):
            return app.entityModel(named: name)?.values.first { $0.id == id }.map { [$0.title] + $0.synonyms } ?? [id]
        case (_, .list(let items)):
            return items.flatMap { names(of: $0, type: type?.listElement, in: app) }
        default:
            return [value.description]
        }
    }

    /// Whether every word of `name` was said (a word of four letters or more with one typo).
    private static func isSaid(_ name: String, in said: [String]) -> Bool {
        let words = Tokenizer.tokenize(name).map(\.text)
        return !words.isEmpty
            && words.allSatisfy { word in
                said.contains { heard in
                    heard == word
                        || (word.count >= 4
                            && OSADistance.distance(
                                Array(word.unicodeScalars), Array(heard.unicodeScalars), limit: 1) <= 1)
                }
            }
    }

    /// A title as it is said: an identifier used as a title ("OpenSettings", "order_soup") in words
    /// ("Open Settings", "order soup").
    static func spokenTitle(_ title: String) -> String {
        guard !title.contains(" ") else { return title }
        var words = ""
        var previous: Character?
        for character in title {
            if character == "_" || character == "-" {
                words.append(" ")
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return words
    }

    /// A side request's turn, followed by the pending question asked again.
    private static func askingAgain(_ turn: ConversationTurn, _ question: ConversationTurn) -> ConversationTurn {
        var turn = turn
        turn.pendingQuestion = question.dialog
        return turn
    }

    private static func choice(in text: String, among options: [Choice]) -> Int? {
        guard let reader = try? AnswerReader(choices: options.map { [$0.title] + $0.synonyms }) else { return nil }
        return reader.choice(of: text, among: options.count)
    }

    private static func yesOrNo(_ text: String, context: ValueContext) -> Bool? {
        guard case .bool(let yes)? = (try? AnswerReader.yesNo.get())?.value(of: text, context: context)?.value else {
            return nil
        }
        return yes
    }

    private static func valuePrompt(for parameter: ParameterModel, in run: IntentRun) -> IntentDialog {
        if let dialog = parameter.requestValueDialog { return IntentDialog(full: LocalizedStringResource(dialog)) }
        switch parameter.type {
        case .enumeration, .entity:
            return IntentDialog(full: LocalizedStringResource("Which \(spokenTitle(parameter.title).lowercased())?"))
        default:
            return IntentDialog(
                full: LocalizedStringResource("What's the \(spokenTitle(parameter.title).lowercased())?"))
        }
    }

    private static func choicePrompt(title: String, options: [Choice]) -> IntentDialog {
        let names = options.map { option in option.subtitle.map { "\(option.title) (\($0))" } ?? option.title }
        return IntentDialog(
            full: LocalizedStringResource(
                "Which \(spokenTitle(title).lowercased())? \(ConversationTurn.list(names, joinedBy: "or"))"))
    }
}

// MARK: - Results

extension Conversation {
    /// The completed turn of `result`: its value kept when it is an entity ("open it" points at
    /// it), the intent it opens run, its card carried.
    private func completed(_ result: any IntentResult, run: IntentRun) async -> ConversationTurn {
        if let entity = result.returnedValue as? any AppEntity { returned = [EntityIdentifier(entity)] }
        var opened: IntentTarget?
        if let next = result.opensIntent {
            do {
                opened = try await OpenedIntent.run(next, within: assistant.timeout)
            } catch {
                return run.turn(.failed(error))
            }
        }
        var turn = run.turn(
            .completed(
                IntentCompletion(
                    dialog: result.dialog, value: result.returnedValue, parameters: run.canonicalParameters(),
                    snippet: result.snippet)))
        if let opened { (turn.target, turn.openAppWhenRun) = (opened, true) }
        return turn
    }

    /// `perform()` threw `needsValueError`: the value will not do, so the turn asks for another,
    /// and `perform()` runs again from the start with it.
    private func askAgain(_ error: IntentParameterNeedsValue, performance: Performance, run: IntentRun)
        -> ConversationTurn
    {
        let name = performance.names[ObjectIdentifier(error.parameter)] ?? error.parameter.titleText
        var retry = run
        retry.values[name] = nil
        let prompt =
            error.dialog ?? run.intent.parameter(named: name).map { Self.valuePrompt(for: $0, in: run) }
            ?? IntentDialog(full: LocalizedStringResource("What's the \(error.parameter.titleText)?"))
        return ask(retry, .value(parameter: name), retry.turn(.needsValue(parameter: name, prompt: prompt)))
    }
}

private func perform<Intent: AppIntent>(_ intent: Intent) async throws -> any IntentResult {
    try checkDependencies(of: intent)
    return try await intent.perform()
}
