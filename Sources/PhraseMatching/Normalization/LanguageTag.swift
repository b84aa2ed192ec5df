/// A locale identifier read the one way every table of words is looked up: the language is the
/// first subtag, lowercased, and the region the next subtag of two letters or three digits, uppercased.
///
/// `"en"`, `"en-US"`, `"en_GB"`, `"EN"` and `"en-Latn-US"` all name English; tables of word classes
/// and of value parsers are keyed by ``language`` ("en"), so a language is added as data.
///
/// ```swift
/// LanguageTag("en_GB").language  // "en"
/// LanguageTag("en_GB").region    // "GB"
/// ```
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lowercased ("en"); empty when the identifier has none.
    public let language: String
    /// The region subtag, uppercased ("US"), when the identifier has one.
    public let region: String?

    /// Reads a BCP 47 tag or a POSIX-style identifier ("en-US", "en_US", "en_US.UTF-8").
    public init(_ identifier: String) {
        let base = identifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let subtags = base.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(
            String.init)
        language = subtags.first.map { $0.trimmingWhitespace().lowercased() } ?? ""
        region = subtags.dropFirst().first { subtag in
            (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
        }?.uppercased()
    }

    /// `en-US`, or `en` without a region.
    public var description: String { region.map { "\(language)-\($0)" } ?? language }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
