import PhraseMatching

// `import Phrasebook` gives the engine types Phrasebook's own API shows, and only those: they are
// part of its API. The rest of the engine (templates, compiler, automaton, search) is the
// `PhraseMatching` module's API, for programs that match phrases without the intent model; they
// `import PhraseMatching`. See the "The Public API" article for why.

/// A problem found in a template, a manifest, a model or a schema adoption, with its location (`PhraseMatching.Diagnostic`).
public typealias Diagnostic = PhraseMatching.Diagnostic
/// Every problem found at once, thrown by loading and compiling (`PhraseMatching.DiagnosticList`).
public typealias DiagnosticList = PhraseMatching.DiagnosticList
/// Thresholds, costs and bounds of matching (`PhraseMatching.MatchOptions`).
public typealias MatchOptions = PhraseMatching.MatchOptions
/// What each difference between an utterance and a phrase costs (`PhraseMatching.SearchCosts`).
public typealias SearchCosts = PhraseMatching.SearchCosts
/// When `{applicationName}` may be left out (`PhraseMatching.ApplicationNameOmission`).
public typealias ApplicationNameOmission = PhraseMatching.ApplicationNameOmission
/// A word of an utterance, folded, with its range in the original text (`PhraseMatching.Token`).
public typealias Token = PhraseMatching.Token
/// What kind of word a token is (`PhraseMatching.TokenKind`).
public typealias TokenKind = PhraseMatching.TokenKind
/// Splits text into tokens the way utterances and phrases are read (`PhraseMatching.Tokenizer`).
public typealias Tokenizer = PhraseMatching.Tokenizer
/// A locale identifier read as every table of words is looked up (`PhraseMatching.LanguageTag`).
public typealias LanguageTag = PhraseMatching.LanguageTag
