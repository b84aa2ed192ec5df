/// Spreads a hash's entropy into its low bits, for the open-addressing tables (lexicon, vocabulary
/// trie) and the fuzzy index's buckets, which mask the low bits: SplitMix64's finalizer.
enum HashMixing {
    static func mix(_ hash: UInt64) -> UInt64 {
        var value = hash
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
