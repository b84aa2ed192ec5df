// `import Phrasebook` is all an app needs: the matching types the API uses (Diagnostic,
// DiagnosticList, MatchOptions, Token, …) come with it.
@_exported import PhraseMatching
