/// A 64-bit mask per lexicon word (the vocabularies a word is in, or starts a value of; the groups
/// whose first-token test it passes), kept a byte a word when no mask can have a bit above the
/// eighth: a model with fewer than eight vocabularies, or groups, which is nearly every model. A
/// million-word lexicon has three such tables, 25 MB at 64 bits a word and 3 MB at a byte: they
/// are made last, when a large model's memory is at its peak.
///
/// Which of the two a table is, is decided when it is made, from the highest bit it may be given,
/// so that the 64-bit table is never made only to be narrowed. Reads give the same masks either way.
struct WordMasks: Sendable {
    /// Each word's mask, when the masks fit in a byte (and `wide` is empty).
    private var narrow: [UInt8]
    /// Each word's mask, when they may not.
    private var wide: [UInt64]

    /// `count` empty masks, which will be given no bit above `highestBit` (0 to 63).
    init(count: Int, highestBit: Int) {
        if highestBit < UInt8.bitWidth {
            narrow = [UInt8](repeating: 0, count: count)
            wide = []
        } else {
            narrow = []
            wide = [UInt64](repeating: 0, count: count)
        }
    }

    /// No masks, for no words.
    init() {
        narrow = []
        wide = []
    }

    /// The number of words.
    var count: Int { wide.isEmpty ? narrow.count : wide.count }

    var isEmpty: Bool { count == 0 }

    /// Word `index`'s mask.
    subscript(index: Int) -> UInt64 {
        wide.isEmpty ? UInt64(narrow[index]) : wide[index]
    }

    /// Sets `bits` (none above the table's highest bit) in word `index`'s mask.
    mutating func insert(_ bits: UInt64, at index: Int) {
        if wide.isEmpty {
            narrow[index] |= UInt8(bits)
        } else {
            wide[index] |= bits
        }
    }

    /// Bytes held.
    var storageBytes: Int { narrow.capacity + wide.capacity * 8 }
}
