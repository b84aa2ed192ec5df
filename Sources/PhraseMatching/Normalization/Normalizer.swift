// Foundation is imported only for compatibility decomposition (NFKD), which the standard library
// does not expose; the ASCII fast path never touches it.
import Foundation

/// Folds text into the form used for matching, so that spellings a person would consider the same
/// compare equal.
///
/// Folding covers case (including "ß" → "ss"), diacritics ("Crème" → "creme"), width
/// ("ＡＢＣ１２３" → "abc123", U+3000 → space), compatibility forms ("ﬁ" → "fi") and the many
/// apostrophe and double-quote look-alikes (→ `'` and `"`).
public enum Normalizer {
    /// Returns the folded form of `text`: lowercased, without accents, with full-width and
    /// compatibility characters replaced by their plain forms and with apostrophes and quotes unified.
    ///
    /// Pure ASCII input is only lowercased (and a backtick becomes an apostrophe), without Foundation.
    public static func fold(_ text: some StringProtocol) -> String {
        // Every native string is contiguous; the fallback only exists for exotic conformers.
        if let folded = text.utf8.withContiguousStorageIfAvailable({ foldASCII($0) }) {
            return folded ?? foldUnicode(text)
        }
        var copy = String(text)
        copy.makeContiguousUTF8()
        return fold(copy)
    }

    /// Whether `scalar` is one of the apostrophe look-alikes that fold to `'`.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27,  // '
            0x60,  // `
            0xB4,  // ´
            0x2BC,  // ʼ modifier letter apostrophe
            0x2018, 0x2019, 0x201B,  // ‘ ’ ‛
            0x2032,  // ′ prime
            0xFF07:  // ＇ full-width
            true
        default:
            false
        }
    }

    /// Whether `scalar` is one of the double-quote look-alikes that fold to `"`.
    static func isDoubleQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x22,  // "
            0xAB, 0xBB,  // « »
            0x201C, 0x201D, 0x201E, 0x201F,  // “ ” „ ‟
            0x2033,  // ″ double prime
            0xFF02:  // ＂ full-width
            true
        default:
            false
        }
    }

    /// Returns nil as soon as a non-ASCII byte shows up, so the caller can take the Unicode path.
    static func foldASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        return foldASCII(known: bytes)
    }

    /// ``foldASCII(_:)`` of bytes known to be ASCII (the tokenizer's ASCII scan checked them), not
    /// checked again.
    static func foldASCII(known bytes: UnsafeBufferPointer<UInt8>) -> String {
        // made in place, folded or not: a string of up to 15 ASCII bytes is then checked by one
        // mask, where `String(decoding:)` validated the bytes again one by one.
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() {
                buffer[offset] = foldASCIIByte(byte)
            }
            return bytes.count
        }
    }

    private static func foldASCIIByte(_ byte: UInt8) -> UInt8 {
        if byte >= 0x41 && byte <= 0x5A { return byte | 0x20 }
        if byte == 0x60 { return 0x27 }
        return byte
    }

    private static func foldUnicode(_ text: some StringProtocol) -> String {
        // Quotes are unified before decomposition because NFKD would otherwise turn "´" into
        // a space plus a combining accent and "″" into two primes.
        let decomposed = unifyingQuotes(text).decomposedStringWithCompatibilityMapping
        var result = ""
        result.reserveCapacity(decomposed.utf8.count)
        var needsRecomposition = false
        for scalar in decomposed.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(Unicode.Scalar(foldASCIIByte(UInt8(scalar.value))))
                continue
            }
            let properties = scalar.properties
            let category = properties.generalCategory
            if isDroppable(scalar, category) { continue }
            if isMark(category) || isHangulJamo(scalar) { needsRecomposition = true }
            guard properties.changesWhenLowercased else {
                appendCaseFolded(scalar, to: &result)
                continue
            }
            // A lowercase mapping can reintroduce a mark ("İ" → "i" + U+0307), so filter again.
            for lowered in properties.lowercaseMapping.unicodeScalars
            where !isDroppable(lowered, lowered.properties.generalCategory) {
                appendCaseFolded(lowered, to: &result)
            }
        }
        // Kept marks (kana voicing, Indic nukta) and Hangul syllables came apart in NFKD; putting
        // them back keeps token text canonical and as short as what the user typed.
        return needsRecomposition ? result.precomposedStringWithCanonicalMapping : result
    }

    private static func isHangulJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value)
    }

    /// Lowercasing leaves the few letters whose case folding differs from their lowercase form.
    private static func appendCaseFolded(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar.value {
        case 0xDF:  // ß (ẞ lowercases to it)
            result.append("ss")
        case 0x3C2:  // ς final sigma, so that "ΟΔΟΣ" and "οδος" agree
            result.unicodeScalars.append("\u{3C3}")
        default:
            result.unicodeScalars.append(scalar)
        }
    }

    /// ASCII quotes are left alone: `'` and `"` are already the targets and `` ` `` is folded later.
    private static func unifyingQuotes(_ text: some StringProtocol) -> String {
        func isNonASCIIQuote(_ scalar: Unicode.Scalar) -> Bool {
            !scalar.isASCII && (isApostrophe(scalar) || isDoubleQuote(scalar))
        }
        guard text.unicodeScalars.contains(where: isNonASCIIQuote) else { return String(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                scalars.append(scalar)
            } else if isApostrophe(scalar) {
                scalars.append("'")
            } else if isDoubleQuote(scalar) {
                scalars.append("\"")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Accents are dropped, but only marks that decorate a letter: vowel signs, viramas and kana
    /// voicing marks are part of the spelling in Indic, Thai or Japanese text, and dropping them
    /// would make different words collide. Invisible format characters (ZWJ, ZWNJ, soft hyphen,
    /// bidi marks) are dropped because a person cannot see them.
    private static func isDroppable(_ scalar: Unicode.Scalar, _ category: Unicode.GeneralCategory) -> Bool {
        if category == .format { return true }
        guard isMark(category) else { return false }
        switch scalar.value {
        case 0x0300...0x036F,  // combining diacritical marks
            0x0483...0x0489,  // Cyrillic combining marks
            0x0591...0x05C7,  // Hebrew points and cantillation
            0x064B...0x065F, 0x0670,  // Arabic vowel marks
            0x1AB0...0x1AFF,  // combining diacritical marks extended
            0x1DC0...0x1DFF,  // combining diacritical marks supplement
            0x20D0...0x20FF,  // combining marks for symbols (keycaps)
            0xFE00...0xFE0F,  // variation selectors
            0xFE20...0xFE2F,  // combining half marks
            0xE0100...0xE01EF:  // variation selectors supplement
            return true
        default:
            return false
        }
    }

    private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
