/// Spreads a hash's entropy into its low bits, for the open-addressing tables (lexicon, vocabulary
/// trie) and the fuzzy index's buckets, which mask the low bits: SplitMix64's finalizer. Also the
/// hash of an ASCII string those tables use (FNV-1a, mixed), for other tables keyed by such strings.
package enum HashMixing {
    static func mix(_ hash: UInt64) -> UInt64 {
        var value = hash
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// FNV-1a's offset basis: its state before any byte.
    static let fnvBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a's state after `text`'s bytes, from `state`; nil when a byte is not ASCII.
    static func asciiState(_ text: String, from state: UInt64 = fnvBasis) -> UInt64? {
        func ascii(_ bytes: some Sequence<UInt8>) -> UInt64? {
            var hash = state
            var high: UInt8 = 0
            for byte in bytes {
                high |= byte
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            guard high < 0x80 else { return nil }
            return hash
        }
        return text.utf8.withContiguousStorageIfAvailable { ascii($0) } ?? ascii(text.utf8)
    }

    /// The hash of an ASCII string (FNV-1a over its bytes, mixed), as ``Lexicon`` hashes its ASCII
    /// words; nil when a byte is not ASCII. Not seeded: a table keyed by strings someone may choose
    /// must bound its probes.
    package static func asciiHash(_ text: String) -> UInt64? {
        asciiState(text).map(mix)
    }
}
