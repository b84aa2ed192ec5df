import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many edits a word of a given length may have and still be read as a lexicon word.
///
/// Defaults: words of up to 3 letters must match exactly, 4–7 letters allow 1 edit, 8 or more
/// allow 2. A word too short for an edit may still be read as a word one letter longer that has
/// an edit ("bok" as "book"). An edit is an insertion, a deletion, a substitution or a transposition of two
/// neighbouring letters (Damerau–Levenshtein, optimal string alignment).
public struct EditTolerance: Sendable, Hashable {
    /// The shortest word that may have one edit. Default 4.
    public var oneEditFrom: Int = 4
    /// The shortest word that may have two edits. Default 8.
    public var twoEditsFrom: Int = 8

    public init(oneEditFrom: Int = 4, twoEditsFrom: Int = 8) {
        self.oneEditFrom = oneEditFrom
        self.twoEditsFrom = twoEditsFrom
    }

    /// The edits allowed in a word of `length` letters.
    public func maxEdits(forLength length: Int) -> Int {
        length >= twoEditsFrom ? 2 : length >= oneEditFrom ? 1 : 0
    }
}

/// A deletion-neighbourhood index over the lexicon (the symmetric-delete method): every word is
/// stored under each string reachable from it by up to its allowed number of deletions. A query
/// generates its own deletions and looks them up, so finding near spellings costs
/// O(deletion variants of the query), never a scan of the lexicon or of the phrases.
///
/// The index is flat: variants are hashed into a power-of-two number of buckets, and each bucket's
/// word ids are one run of a single array (compressed sparse rows), laid out partition by
/// partition of neighbouring buckets so that building it never writes all over the array (see
/// the initializer). A million 8-letter words (37 variants each) take two arrays and no
/// per-bucket allocation. Several variants share a bucket; every hit is verified by its letters
/// and its distance, so sharing never changes what is found.
struct FuzzyIndex: Sendable {
    private let tolerance: EditTolerance
    /// The ids of bucket `b` are `ids[Int(starts[b])..<Int(starts[b + 1])]`.
    private let starts: BucketStarts
    private let ids: PackedWordIDs
    /// `buckets - 1`: a variant's bucket is its hash's low bits.
    private let mask: UInt64
    /// Every fuzzable lexicon word's letters, one after the other; word `id` is
    /// `letters[Int(spans[id])..<Int(spans[id + 1])]` (empty for words that are never fuzzed).
    /// A byte each when every word of the lexicon is ASCII (`asciiLetters`, and `letters` empty),
    /// a scalar each otherwise.
    private let letters: [Unicode.Scalar]
    private let asciiLetters: [UInt8]
    private let isASCII: Bool
    private let spans: [UInt32]
    /// One bit per letter a–z in each word (other characters share one bit): an edit changes at
    /// most two bits, so most words in a shared bucket are turned away before any distance.
    private let signatures: [UInt32]

    /// Lexicons with at most this many deletion variants (some 5,000 words) get two to four buckets
    /// a variant (at most 524,288 buckets, 1 MB of offsets); larger ones four to eight variants a
    /// bucket, where the offsets would outgrow the index.
    static let sparseVariants = 1 << 17

    /// Lexicons with at least this many deletion variants are indexed on two threads.
    static let parallelVariants = 1 << 20

    /// An index of this many entries or more (64 MB while it is built) is allocated after the
    /// allocator's free pages go back to the system.
    static let releaseFreePagesFrom = 1 << 24

    /// Indexes every fuzzable word of `lexicon`; with `parallelFrom` variants or more (by default
    /// ``parallelVariants``), the words are split in two halves that are counted and placed on two
    /// threads. The index is the same either way.
    /// ``BucketStarts`` keeps 16-bit offsets when no partition holds more than `offsetLimit`
    /// entries (65,535; a test lowers it to build the 32-bit starts).
    init(
        lexicon: Lexicon, tolerance: EditTolerance, parallelFrom: Int = FuzzyIndex.parallelVariants,
        offsetLimit: Int = Int(UInt16.max)
    ) {
        var head: FuzzyIndexHead?
        self.init(
            lexicon: lexicon, tolerance: tolerance, parallelFrom: parallelFrom, offsetLimit: offsetLimit, head: &head)
    }

    /// Indexes every fuzzable word of `lexicon`, starting from `head` (taken, and left nil) when
    /// it was made from the lexicon's first words with this tolerance: its words' letters are not
    /// read again, and their buckets not counted again when the whole lexicon calls for the bucket
    /// count the head counted for. The index is the same as one built without it.
    init(
        lexicon: Lexicon, tolerance: EditTolerance, parallelFrom: Int = FuzzyIndex.parallelVariants,
        offsetLimit: Int = Int(UInt16.max), head: inout FuzzyIndexHead?
    ) {
        self.tolerance = tolerance
        var words = IndexWords()
        var counted: CountedHead?
        if let start = head, start.tolerance == tolerance, start.words.count <= lexicon.count {
            words = start.words
            counted = start.counted
        }
        // the head's arrays are this build's alone from here on, so the words after it go in place.
        head = nil
        let known = words.count
        if known == 0 || !words.append(lexicon.words[known...], tolerance: tolerance) {
            // no head, or its letters are bytes and a later word is not ASCII: every word anew.
            words = IndexWords(lexicon.words, tolerance: tolerance)
            counted = nil
        }
        // the room the head left for more words goes (it is kept as long as the index).
        words.dropSpareRoom()
        let (isASCII, variants) = (words.isASCII, words.variants)
        let (letters, asciiLetters, spans, signatures, edits) = (
            words.letters, words.asciiLetters, words.spans, words.signatures, words.edits
        )
        words = IndexWords()
        let (buckets, lowBits, idBits) = Self.shape(variants: variants, words: edits.count)
        let mask = UInt64(buckets - 1)
        // Bucket runs are laid out in three steps, so that no step writes all over a large array
        // (the index of a million words is 148 MB: random writes into it were most of the time):
        // 1. every word's buckets are counted by *partition*, up to 4,096 neighbouring buckets;
        // 2. each word's id is appended to its partitions' regions, with its bucket's low bits
        //    in the same 32 bits (a few thousand regions, each written in order);
        // 3. each region, small enough for the cache, is sorted by bucket (a stable counting sort).
        // A word whose variants share a bucket is placed there once. Words keep their order within
        // a bucket, so the index is the same as one built word by word. With many variants the
        // words are split in two halves for steps 1 and 2, and the partitions for step 3, each
        // half on its own thread; every thread writes only its own counters and regions.
        let lowMask = (1 << lowBits) - 1
        let partitions = buckets >> lowBits
        // the head's counts serve when it counted two halves for these buckets in partitions no
        // larger than these (then its halves are this build's, the second running on to the last word).
        let precounted = counted.flatMap { counted in
            counted.buckets == buckets && counted.lowBits <= lowBits && variants >= parallelFrom ? counted : nil
        }
        counted = nil
        let middle = precounted?.middle ?? (variants >= parallelFrom ? edits.count / 2 : edits.count)
        let halves = [0..<middle, middle..<edits.count].filter { !$0.isEmpty }
        let threads = max(1, halves.count)
        let (wordSpans, wordEdits) = (spans, edits)
        // step 1: cursors[half * partitions + partition] counts, then says where to write next.
        var cursors = [Int](repeating: 0, count: threads * partitions)
        if let precounted {
            // each of these partitions is one or more of the head's, side by side.
            let (fine, shift) = (buckets >> precounted.lowBits, lowBits - precounted.lowBits)
            for half in 0..<2 {
                for partition in 0..<fine {
                    cursors[half * partitions + (partition >> shift)] += precounted.cursors[half * fine + partition]
                }
            }
        }
        var regions = [Int](repeating: 0, count: partitions + 1)
        var starts: [UInt32] = []
        var offsets: [UInt16] = []
        var ids = PackedWordIDs(count: 0, words: 0) { _ in }
        func lay<Letter: IndexLetter>(_ all: UnsafeBufferPointer<Letter>) {
            cursors.withUnsafeMutableBufferPointer { cursors in
                if let precounted {
                    // the head counted its words: only the words after them, in the second half.
                    Self.countPartitions(
                        all, spans: wordSpans, edits: wordEdits, mask: mask, lowBits: lowBits,
                        words: precounted.words..<edits.count,
                        into: UnsafeMutableBufferPointer(rebasing: cursors[partitions..<(2 * partitions)]))
                } else {
                    let counting = Shared(letters: all, cursors: cursors)
                    Self.inParallel(halves.count) { half in
                        Self.countPartitions(
                            counting.letters, spans: wordSpans, edits: wordEdits, mask: mask, lowBits: lowBits,
                            words: halves[half],
                            into: UnsafeMutableBufferPointer(
                                rebasing: counting.cursors[(half * partitions)..<((half + 1) * partitions)]))
                    }
                }
                // a partition's region holds the first half's entries, then the second's.
                var end = 0
                for partition in 0..<partitions {
                    regions[partition] = end
                    for half in 0..<threads {
                        let count = cursors[half * partitions + partition]
                        cursors[half * partitions + partition] = end
                        end += count
                    }
                }
                regions[partitions] = end
                // step 2: an entry is the word's id with its bucket's low bits above it. Before a
                // large block, the pages the compile freed go back to the system: they would stay
                // resident beside it (about 17 MB at a million words).
                if end >= Self.releaseFreePagesFrom { FreePages.release() }
                ids = PackedWordIDs(count: end, words: wordEdits.count) { placed in
                    let placing = Shared(letters: all, cursors: cursors, placed: placed)
                    Self.inParallel(halves.count) { half in
                        let next = UnsafeMutableBufferPointer(
                            rebasing: placing.cursors[(half * partitions)..<((half + 1) * partitions)])
                        Self.forEachWordsBuckets(
                            placing.letters, spans: wordSpans, edits: wordEdits, mask: mask, words: halves[half]
                        ) { id, bucket in
                            let at = next[bucket >> lowBits]
                            next[bucket >> lowBits] = at + 1
                            placing.placed[at] = Int32(
                                bitPattern: UInt32(truncatingIfNeeded: (bucket & lowMask) << idBits) | UInt32(id))
                        }
                    }
                    // step 3, a share of the partitions per thread.
                    // a bucket's start: its partition's and a 16-bit offset, unless a region is
                    // too large for that (32 bits each then).
                    let largest = zip(regions, regions.dropFirst()).map { $1 - $0 }.max() ?? 0
                    if largest <= min(offsetLimit, Int(UInt16.max)) {
                        offsets = [UInt16](repeating: 0, count: buckets + 1)
                    } else {
                        starts = [UInt32](repeating: 0, count: buckets + 1)
                        starts[buckets] = UInt32(end)
                    }
                    regions.withUnsafeBufferPointer { regions in
                        starts.withUnsafeMutableBufferPointer { starts in
                            offsets.withUnsafeMutableBufferPointer { offsets in
                                let sorting = Shared(
                                    letters: all, cursors: cursors, placed: placed, starts: starts, offsets: offsets,
                                    regions: regions)
                                Self.inParallel(threads) { share in
                                    let range = (share * partitions / threads)..<((share + 1) * partitions / threads)
                                    Self.sortRegions(
                                        range, sorting, lowBits: lowBits, idBits: idBits, largest: largest)
                                }
                            }
                        }
                    }
                }
            }
        }
        if isASCII {
            asciiLetters.withUnsafeBufferPointer { lay($0) }
        } else {
            letters.withUnsafeBufferPointer { lay($0) }
        }
        self.starts = BucketStarts(
            partitions: regions.map { UInt32($0) }, offsets: offsets, wide: starts, lowBits: lowBits)
        self.ids = ids
        self.mask = mask
        self.letters = letters
        self.asciiLetters = asciiLetters
        self.isASCII = isASCII
        self.spans = spans
        self.signatures = signatures
    }

    /// The index's shape for `variants` deletion variants of `words` words: its bucket count,
    /// the bits of a bucket that pick it within its partition, and the bits of a word id.
    static func shape(variants: Int, words: Int) -> (buckets: Int, lowBits: Int, idBits: Int) {
        // a small index has two to four buckets a variant: a query's bucket then seldom holds
        // another word's variants, and its verifications are its near words, where four to eight
        // a bucket made them most of a typo's lookup. A large one has four to eight variants a
        // bucket: the offsets stay small enough to count into from cache, and a query verifies a
        // few more words, most turned away by their length or letters.
        var buckets = 1024
        let wanted = variants <= sparseVariants ? 2 * variants : variants / 8
        while buckets < wanted { buckets <<= 1 }
        let idBits = max(1, Int.bitWidth - max(0, words - 1).leadingZeroBitCount)
        // partitions of at most 4,096 buckets: a region of at most about 32,768 entries (eight a
        // bucket), so that a bucket's start is its partition's and a 16-bit offset.
        let lowBits = max(0, min(buckets.trailingZeroBitCount, 12, 32 - idBits))
        return (buckets, lowBits, idBits)
    }

    /// Adds to `counts` each partition's entries from the words `words`.
    private static func countPartitions<Letter: IndexLetter>(
        _ all: UnsafeBufferPointer<Letter>, spans: [UInt32], edits: [UInt8], mask: UInt64, lowBits: Int,
        words: Range<Int>, into counts: UnsafeMutableBufferPointer<Int>
    ) {
        forEachWordsBuckets(all, spans: spans, edits: edits, mask: mask, words: words) { _, bucket in
            counts[bucket >> lowBits] += 1
        }
    }

    /// A head start on the index of a lexicon whose first words are `indexWords`: when they have
    /// `parallelFrom` variants or more, their buckets counted by partition in two halves, for the
    /// buckets they call for (the whole lexicon's too, usually: a few more words seldom double
    /// them). All on the caller's thread. (`lowBitsAtMost` makes the partitions finer still, for a
    /// test of the sums.)
    static func head(
        of indexWords: IndexWords, tolerance: EditTolerance, parallelFrom: Int = FuzzyIndex.parallelVariants,
        lowBitsAtMost: Int = 12
    ) -> FuzzyIndexHead {
        let count = indexWords.count
        guard indexWords.variants >= parallelFrom, count >= 2 else {
            return FuzzyIndexHead(tolerance: tolerance, words: indexWords, counted: nil)
        }
        // partitions for a lexicon of up to twice as many words (whose word ids take a bit more,
        // which may leave fewer bits for a bucket within its partition): a build sums them up.
        let (buckets, _, _) = shape(variants: indexWords.variants, words: count)
        let lowBits = min(shape(variants: indexWords.variants, words: 2 * count).lowBits, lowBitsAtMost)
        let partitions = buckets >> lowBits
        let middle = count / 2
        var cursors = [Int](repeating: 0, count: 2 * partitions)
        func countHalves<Letter: IndexLetter>(_ all: UnsafeBufferPointer<Letter>) {
            cursors.withUnsafeMutableBufferPointer { cursors in
                for (half, words) in [0..<middle, middle..<count].enumerated() {
                    countPartitions(
                        all, spans: indexWords.spans, edits: indexWords.edits, mask: UInt64(buckets - 1),
                        lowBits: lowBits, words: words,
                        into: UnsafeMutableBufferPointer(
                            rebasing: cursors[(half * partitions)..<((half + 1) * partitions)]))
                }
            }
        }
        if indexWords.isASCII {
            indexWords.asciiLetters.withUnsafeBufferPointer { countHalves($0) }
        } else {
            indexWords.letters.withUnsafeBufferPointer { countHalves($0) }
        }
        return FuzzyIndexHead(
            tolerance: tolerance, words: indexWords,
            counted: CountedHead(buckets: buckets, lowBits: lowBits, middle: middle, words: count, cursors: cursors))
    }

    /// The letters of the lexicon's words as the index keeps them, word by word.
    struct IndexWords: Sendable {
        /// Whether every word is ASCII, so that a letter is kept as a byte.
        private(set) var isASCII = true
        /// Every fuzzable word's letters, one after the other (in `asciiLetters` when `isASCII`).
        private(set) var letters: [Unicode.Scalar] = []
        private(set) var asciiLetters: [UInt8] = []
        /// Word `id`'s letters end at `spans[id + 1]` (empty for words that are never fuzzed).
        private(set) var spans: [UInt32] = [0]
        private(set) var signatures: [UInt32] = []
        /// The edits each word allows (0 for one that is never fuzzed).
        private(set) var edits: [UInt8] = []
        /// At most this many deletion variants: 1 + n + n(n-1)/2 for two deletions of n letters.
        private(set) var variants = 0

        /// Copies each array whose room for more is over a sixteenth of what it holds into one
        /// of its size (a head's room for its lexicon's later words, once they are in).
        mutating func dropSpareRoom() {
            func fit<Element>(_ array: inout [Element]) {
                guard array.capacity - array.count > array.count / 16 else { return }
                array = array.withUnsafeBufferPointer { Array($0) }
            }
            fit(&letters)
            fit(&asciiLetters)
            fit(&spans)
            fit(&signatures)
            fit(&edits)
        }

        /// The number of words.
        var count: Int { edits.count }

        init() {}

        /// The letters of `words`; with `roomForMore`, the arrays have room for a quarter more,
        /// untouched until used (a head's lexicon goes on to take its phrases' words), so that
        /// appending them later copies nothing.
        init(_ words: some Collection<String>, tolerance: EditTolerance, roomForMore: Bool = false) {
            isASCII = words.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            add(words, tolerance: tolerance, roomForMore: roomForMore)
        }

        /// Appends `words`; false, with nothing appended, when the letters so far are bytes and
        /// one of the words is not ASCII.
        mutating func append(_ words: some Collection<String>, tolerance: EditTolerance) -> Bool {
            guard !isASCII || words.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return false }
            add(words, tolerance: tolerance)
            return true
        }

        private mutating func add(_ words: some Collection<String>, tolerance: EditTolerance, roomForMore: Bool = false)
        {
            /// Room for `adding` more after `count` (a quarter more again with `roomForMore`);
            /// reserving is free when the room is there already.
            func room(_ count: Int, _ adding: Int) -> Int { count + adding + (roomForMore ? adding / 4 : 0) }
            // UTF-8 bytes are at least as many as scalars: one allocation for the letters.
            let capacity = words.reduce(0) { $0 + $1.utf8.count }
            if isASCII {
                asciiLetters.reserveCapacity(room(asciiLetters.count, capacity))
            } else {
                letters.reserveCapacity(room(letters.count, capacity))
            }
            spans.reserveCapacity(room(spans.count, words.count))
            signatures.reserveCapacity(room(signatures.count, words.count))
            edits.reserveCapacity(room(edits.count, words.count))
            for word in words {
                // an ASCII word's bytes are its scalars: read in place, once for both its test and
                // its signature (a head start reads a million titles' letters while the other core
                // waits).
                let ascii =
                    isASCII
                    ? word.utf8.withContiguousStorageIfAvailable { FuzzyIndex.asciiShape($0) }
                        ?? FuzzyIndex.asciiShape(word.utf8) : nil
                let count = isASCII ? word.utf8.count : word.unicodeScalars.count
                let fuzzable = ascii?.fuzzable ?? FuzzyIndex.isFuzzable(word.unicodeScalars)
                let allowed = fuzzable ? tolerance.maxEdits(forLength: count) : 0
                if allowed > 0 {
                    variants += 1 + count + (allowed >= 2 ? count * (count - 1) / 2 : 0)
                    if let ascii {
                        signatures.append(ascii.signature)
                        asciiLetters.append(contentsOf: word.utf8)
                    } else {
                        signatures.append(FuzzyIndex.signature(word.unicodeScalars))
                        letters.append(contentsOf: word.unicodeScalars)
                    }
                } else {
                    signatures.append(0)
                }
                spans.append(UInt32(isASCII ? asciiLetters.count : letters.count))
                edits.append(UInt8(allowed))
            }
        }
    }

    /// What a head counted: each partition's entries from its words' two halves, for `buckets`
    /// buckets with `lowBits` bits within a partition (`cursors[half * partitions + partition]`);
    /// partitions of a build with more bits within one are several of these side by side.
    struct CountedHead: Sendable {
        let buckets: Int
        let lowBits: Int
        /// The first word of the second half.
        let middle: Int
        /// The words counted: the second half ends here.
        let words: Int
        let cursors: [Int]
    }

    /// Every bucket's word ids, in order: for tests that compare two builds.
    var bucketContents: [[Int32]] {
        (0...Int(mask)).map { bucket in (Int(starts[bucket])..<Int(starts[bucket + 1])).map { ids[$0] } }
    }

    /// The buffers the threads of a build share. Each thread writes only its own cursors, its own
    /// entries of `placed` (its half's part of each region, or its share of the regions) and the
    /// starts of its share of the buckets, so no two threads write the same memory.
    private struct Shared<Letter: IndexLetter>: @unchecked Sendable {
        var letters: UnsafeBufferPointer<Letter>
        var cursors: UnsafeMutableBufferPointer<Int>
        var placed = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
        var starts = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)
        var offsets = UnsafeMutableBufferPointer<UInt16>(start: nil, count: 0)
        var regions = UnsafeBufferPointer<Int>(start: nil, count: 0)
    }

    /// Sorts the regions of `partitions` by bucket (stable), leaving only the word ids in them,
    /// and sets their buckets' starts.
    private static func sortRegions<Letter>(
        _ partitions: Range<Int>, _ shared: Shared<Letter>, lowBits: Int, idBits: Int, largest: Int
    ) {
        let width = 1 << lowBits
        let idMask = UInt32(truncatingIfNeeded: (1 << idBits) - 1)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, largest)) { copy in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: width) { next in
                for partition in partitions {
                    let region = shared.regions[partition]..<shared.regions[partition + 1]
                    next.update(repeating: 0)
                    for at in region {
                        let entry = UInt32(bitPattern: shared.placed[at])
                        copy[at - region.lowerBound] = entry
                        next[Int(entry >> idBits)] += 1
                    }
                    var position = region.lowerBound
                    for bucket in 0..<width {
                        let count = next[bucket]
                        next[bucket] = position
                        if shared.offsets.isEmpty {
                            shared.starts[partition << lowBits + bucket] = UInt32(position)
                        } else {
                            shared.offsets[partition << lowBits + bucket] = UInt16(position - region.lowerBound)
                        }
                        position += count
                    }
                    for offset in 0..<region.count {
                        let entry = copy[offset]
                        let bucket = Int(entry >> idBits)
                        shared.placed[next[bucket]] = Int32(bitPattern: entry & idMask)
                        next[bucket] += 1
                    }
                }
            }
        }
    }

    /// Runs `body(0)` … `body(count - 1)`, on as many threads as there are calls (at most a few).
    private static func inParallel(_ count: Int, _ body: @Sendable (Int) -> Void) {
        if count <= 1 {
            for index in 0..<count { body(index) }
        } else {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        }
    }

    /// Calls `body` with each fuzzable word of `words` (ids, in their order) and each bucket its
    /// deletion variants land in, once per bucket.
    private static func forEachWordsBuckets<Letter: IndexLetter>(
        _ all: UnsafeBufferPointer<Letter>, spans: [UInt32], edits: [UInt8], mask: UInt64,
        words: some Sequence<Int>, _ body: (Int32, Int) -> Void
    ) {
        // the most variants a word has: 1 + n + n(n-1)/2 for the longest word.
        let longest = zip(spans, spans.dropFirst()).map { Int($1 - $0) }.max() ?? 0
        let most = 2 + longest + longest * longest / 2
        // a small open-addressing set of the word's buckets so far (bucket + 1; 0 is free), at
        // most half full, emptied after each word through the slots it used.
        var tableSize = 16
        while tableSize < 2 * most { tableSize <<= 1 }
        let tableMask = tableSize - 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: tableSize + most) { scratch in
            let table = UnsafeMutableBufferPointer(rebasing: scratch[0..<tableSize])
            let used = UnsafeMutableBufferPointer(rebasing: scratch[tableSize...])
            table.update(repeating: 0)
            for id in words where edits[id] > 0 {
                let word = UnsafeBufferPointer(rebasing: all[Int(spans[id])..<Int(spans[id + 1])])
                var count = 0
                forEachDeletion(of: word, upTo: Int(edits[id])) { hash in
                    let bucket = Int(hash & mask)
                    // the slot comes from the bucket alone (Fibonacci hashing), so that a bucket
                    // two different variants share is found again.
                    var slot = Int(truncatingIfNeeded: (UInt64(bucket) &* 0x9e37_79b9_7f4a_7c15) >> 32) & tableMask
                    while table[slot] != 0 {
                        if table[slot] == bucket + 1 { return }
                        slot = (slot + 1) & tableMask
                    }
                    table[slot] = bucket + 1
                    used[count] = slot
                    count += 1
                    body(Int32(id), bucket)
                }
                for index in 0..<count { table[used[index]] = 0 }
            }
        }
    }

    /// A lexicon word near a query: its id, its distance from the query, its length in scalars and
    /// whether the query is it with two neighbouring letters swapped (``OSADistance/isTransposition(_:of:)``).
    /// The length and the swap are read from the index's letters, so that a caller pricing the
    /// typo need not decode the word again.
    struct NearWord {
        var token: Int32
        var distance: Int
        var length: Int
        var isSwap: Bool
    }

    /// Lexicon words within the allowed distance of `word` (never `word` itself), with their
    /// distances, nearest first (then by id).
    /// - Complexity: O(k · d) for the query's k deletion variants and d-bounded verifications.
    func nearWords(to word: String) -> [NearWord] {
        nearWords(to: Array(word.unicodeScalars))
    }

    /// The same for a word's letters, for a caller that has them already (the lattice makes them
    /// for its swaps too).
    func nearWords(to scalars: [Unicode.Scalar]) -> [NearWord] {
        guard Self.isFuzzable(scalars), scalars.count <= 64 else { return [] }
        // a word too short for an edit of its own may still be a longer word with one letter
        // left out ("bok" for "book", "ell" for "tell"): its tolerance is that word's.
        let ownEdits = tolerance.maxEdits(forLength: scalars.count)
        let queryEdits = max(ownEdits, min(1, tolerance.maxEdits(forLength: scalars.count + 1)))
        guard queryEdits > 0 else { return [] }
        var found =
            isASCII
            ? near(scalars, in: asciiLetters, ownEdits: ownEdits, queryEdits: queryEdits)
            : near(scalars, in: letters, ownEdits: ownEdits, queryEdits: queryEdits)
        found.sort { ($0.distance, $0.token) < ($1.distance, $1.token) }
        return found
    }

    /// ``nearWords(to:)``'s search, unsorted, of `scalars` among the words of `letters` (the
    /// index's letters). A method rather than a function nested in it: a nested function captured
    /// its lists (checked for exclusive access on every use). No closure in it refers to `self`:
    /// one that did captured a copy of the index, with a retain and a release of each of its
    /// arrays, on every call.
    private func near<Letter: IndexLetter>(
        _ scalars: [Unicode.Scalar], in letters: [Letter], ownEdits: Int, queryEdits: Int
    ) -> [NearWord] {
        // the parts of the index the closures below read, for them to capture instead of `self`.
        let (starts, ids, mask, spans, signatures, tolerance) = (
            self.starts, self.ids, self.mask, self.spans, self.signatures, self.tolerance
        )
        let signature = Self.signature(scalars)
        var seen: [Int32] = []
        var found: [NearWord] = []
        scalars.withUnsafeBufferPointer { query in
            letters.withUnsafeBufferPointer { all in
                Self.forEachDeletion(of: query, upTo: queryEdits) { hash in
                    let bucket = Int(hash & mask)
                    for index in Int(starts[bucket])..<Int(starts[bucket + 1]) {
                        let id = ids[index]
                        let candidate = UnsafeBufferPointer(
                            rebasing: all[Int(spans[Int(id)])..<Int(spans[Int(id) + 1])])
                        guard ownEdits > 0 || candidate.count > query.count else { continue }
                        let allowed = min(queryEdits, tolerance.maxEdits(forLength: candidate.count))
                        guard abs(candidate.count - query.count) <= allowed,
                            (signature ^ signatures[Int(id)]).nonzeroBitCount <= 2 * allowed, !seen.contains(id)
                        else { continue }
                        seen.append(id)
                        let distance = Self.distance(query, candidate, limit: allowed)
                        if distance > 0 && distance <= allowed {
                            let isSwap = distance == 1 && OSADistance.isTransposition(query, of: candidate)
                            found.append(
                                NearWord(token: id, distance: distance, length: candidate.count, isSwap: isSwap))
                        }
                    }
                }
            }
        }
        return found
    }

    /// One bit per letter a–z present (other characters share one bit).
    private static func signature(_ scalars: some Sequence<Unicode.Scalar>) -> UInt32 {
        scalars.reduce(0) { bits, scalar in
            let offset = scalar.value &- 97
            return bits | (offset < 26 ? 1 << offset : 1 << 26)
        }
    }

    /// ``isFuzzable(_:)`` and ``signature(_:)`` of an ASCII word, from its bytes.
    private static func asciiShape(_ bytes: some Sequence<UInt8>) -> (fuzzable: Bool, signature: UInt32) {
        var fuzzable = true
        var empty = true
        var bits: UInt32 = 0
        for byte in bytes {
            let value = UInt32(byte)
            empty = false
            fuzzable = fuzzable && ((value | 0x20) &- 97 < 26 || byte == 0x27)
            let offset = value &- 97
            bits |= offset < 26 ? 1 << offset : 1 << 26
        }
        return (fuzzable && !empty, bits)
    }

    /// Words made of letters only: numbers, e-mail addresses and URLs are never read as near spellings.
    private static func isFuzzable(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        !scalars.isEmpty
            && scalars.allSatisfy { scalar in
                // ASCII letters answered without the Unicode property tables.
                scalar.isASCII
                    ? (scalar.value | 0x20) &- 97 < 26 || scalar == "'" : scalar.properties.isAlphabetic
            }
    }

    /// Calls `body` with the hash of `scalars` and of every variant with up to `edits` (at most 2)
    /// deletions. A variant reachable in two ways is reported twice; callers tolerate that.
    ///
    /// The hash is polynomial (`h = h · B + scalar`), so a variant's hash comes from the prefix
    /// hashes in O(1) instead of a pass over its letters: the part before a deleted letter is
    /// shifted past what follows it. It is then mixed, so that its low bits pick a bucket well;
    /// stable across runs, unlike `Hasher`.
    private static func forEachDeletion(
        of scalars: UnsafeBufferPointer<some IndexLetter>, upTo edits: Int, _ body: (UInt64) -> Void
    ) {
        let count = scalars.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * (count + 1)) { table in
            // prefix[i]: the hash of the first i letters; power[k]: B^k.
            let prefix = UnsafeMutableBufferPointer(rebasing: table[0...count])
            let power = UnsafeMutableBufferPointer(rebasing: table[(count + 1)...])
            prefix[0] = 0
            power[0] = 1
            for index in 0..<count {
                prefix[index + 1] = prefix[index] &* base &+ UInt64(scalars[index].code)
                power[index + 1] = power[index] &* base
            }
            /// The hash of letters `start..<end`.
            func part(_ start: Int, _ end: Int) -> UInt64 { prefix[end] &- prefix[start] &* power[end - start] }
            body(HashMixing.mix(prefix[count]))
            guard edits >= 1, count > 1 else { return }
            for first in 0..<count {
                // deleting either of two equal neighbours gives the same variant: keep one.
                if first > 0, scalars[first].code == scalars[first - 1].code { continue }
                let head = prefix[first]
                body(HashMixing.mix(head &* power[count - 1 - first] &+ part(first + 1, count)))
                guard edits >= 2, count > 2 else { continue }
                for second in (first + 1)..<count {
                    if second > first + 1, scalars[second].code == scalars[second - 1].code { continue }
                    let before =
                        head &* power[count - 2 - first] &+ part(first + 1, second) &* power[count - 1 - second]
                    body(HashMixing.mix(before &+ part(second + 1, count)))
                }
            }
        }
    }

    /// The polynomial hash's base: odd, with its bits spread.
    private static let base: UInt64 = 0x0000_0100_0000_01b3

    /// Optimal-string-alignment distance (a transposition costs 1), or `limit + 1` once it exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// The same over letters in place, with its three rows on the stack: no allocation.
    ///
    /// Only the cells within `limit` of the diagonal are worked out, and every cell is capped at
    /// `limit + 1`: a cell off that band is at least its distance from the diagonal, more than
    /// `limit`, so it is `limit + 1` capped, and the capped table is the full table's wherever
    /// that is `limit` or less. The result is the full table's when it is `limit` or less, and
    /// `limit + 1` otherwise.
    static func distance(
        _ a: UnsafeBufferPointer<some IndexLetter>, _ b: UnsafeBufferPointer<some IndexLetter>, limit: Int
    ) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let over = limit + 1
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // every cell off the band, as the rows never write them.
            rows.initialize(repeating: over)
            // three rows that take turns: the one before last, the last and the current.
            var before = 0
            var previous = width
            var current = 2 * width
            for j in 0..<width { rows[previous + j] = min(j, over) }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                // the cell left of the band: the first column, or off the band.
                rows[current + low - 1] = low == 1 ? min(i, over) : over
                var best = rows[current + low - 1]
                for j in low...high {
                    var value = min(
                        rows[previous + j] + 1, rows[current + j - 1] + 1,
                        rows[previous + j - 1] + (a[i - 1].code == b[j - 1].code ? 0 : 1))
                    if i > 1, j > 1, a[i - 1].code == b[j - 2].code, a[i - 2].code == b[j - 1].code {
                        value = min(value, rows[before + j - 2] + 1)
                    }
                    value = min(value, over)
                    rows[current + j] = value
                    best = min(best, value)
                }
                // the cell right of the band, which the next row reads above its last cell (this
                // buffer held a row three back, whose band was further left).
                if high < b.count { rows[current + high + 1] = over }
                if best > limit { return over }
                (before, previous, current) = (previous, current, before)
            }
            return rows[previous + b.count]
        }
    }
}

/// Optimal-string-alignment edit distance (a transposition counts as one edit), with an early cut-off.
package enum OSADistance {
    /// The distance between `a` and `b`, or `limit + 1` once it exceeds `limit`.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        FuzzyIndex.distance(a, b, limit: limit)
    }

    /// The price of a typo that turns `word` into `typed`, whose plain price is `cost`: `cost`
    /// times `scale` when the typo swaps two neighbouring letters (they keep every letter of the
    /// word), `cost` otherwise. The search and the value words price swaps by this one rule.
    package static func price(
        _ cost: Float, typed: [Unicode.Scalar], word: [Unicode.Scalar],
        swapScale scale: Float = SearchCosts.defaultTranspositionScale
    ) -> Float {
        price(cost, isSwap: isTransposition(typed, of: word), swapScale: scale)
    }

    /// The same when whether the typo is a swap is known (``FuzzyIndex/NearWord/isSwap``).
    package static func price(_ cost: Float, isSwap: Bool, swapScale scale: Float) -> Float {
        isSwap ? cost * scale : cost
    }

    /// Whether `typed` is `word` with two neighbouring letters swapped ("paly" for "play").
    package static func isTransposition(_ typed: [Unicode.Scalar], of word: [Unicode.Scalar]) -> Bool {
        typed.withUnsafeBufferPointer { typed in word.withUnsafeBufferPointer { isTransposition(typed, of: $0) } }
    }

    /// The same over letters in place.
    static func isTransposition(
        _ typed: UnsafeBufferPointer<some IndexLetter>, of word: UnsafeBufferPointer<some IndexLetter>
    ) -> Bool {
        guard typed.count == word.count,
            let first = typed.indices.first(where: { typed[$0].code != word[$0].code }), first + 1 < typed.count
        else { return false }
        return typed[first].code == word[first + 1].code && typed[first + 1].code == word[first].code
            && (first + 2..<typed.count).allSatisfy { typed[$0].code == word[$0].code }
    }
}

/// A letter as the fuzzy index stores it: a scalar, or a byte when the whole lexicon is ASCII.
/// Both give the scalar's value, so hashes and distances are the same either way.
protocol IndexLetter: Sendable {
    var code: UInt32 { get }
}

extension Unicode.Scalar: IndexLetter {
    var code: UInt32 { value }
}

extension UInt8: IndexLetter {
    var code: UInt32 { UInt32(self) }
}

/// The word ids of the fuzzy index's buckets, packed: 3 bytes each while every id fits in 24 bits
/// (a lexicon of fewer than 16,777,216 words), 4 otherwise. A million-word lexicon has some 36
/// million entries: a quarter of their memory.
///
/// The ids are written as 32-bit integers (the index's build needs that room for its sorting keys),
/// then moved down to their packed places in one pass from the front (a packed entry never ends
/// after the unpacked one it comes from) and the block is shrunk in place.
final class PackedWordIDs: @unchecked Sendable {
    // immutable after init; the block is freed in deinit.
    private let base: UnsafeMutableRawPointer
    let count: Int
    /// Bytes per id, 3 or 4.
    private let width: Int
    private let mask: UInt32

    /// `count` ids of a lexicon of `words` words, written by `fill` as 32-bit integers.
    init(count: Int, words: Int, _ fill: (UnsafeMutableBufferPointer<Int32>) -> Void) {
        self.count = count
        width = words <= 1 << 24 ? 3 : 4
        mask = width == 3 ? 0x00ff_ffff : 0xffff_ffff
        // 4 bytes each while filling; at least 4 bytes, so that the last packed id can be read
        // as 4 bytes.
        guard let block = malloc(max(4, 4 * count)) else { fatalError("out of memory for the fuzzy index") }
        let wide = block.bindMemory(to: Int32.self, capacity: count)
        fill(UnsafeMutableBufferPointer(start: wide, count: count))
        guard width == 3, count > 0 else {
            base = block
            return
        }
        // raw loads and stores: the bytes are read and written untyped from here on.
        for index in 0..<count {
            let id = block.load(fromByteOffset: 4 * index, as: UInt32.self)
            block.storeBytes(of: UInt8(truncatingIfNeeded: id), toByteOffset: 3 * index, as: UInt8.self)
            block.storeBytes(of: UInt8(truncatingIfNeeded: id >> 8), toByteOffset: 3 * index + 1, as: UInt8.self)
            block.storeBytes(of: UInt8(truncatingIfNeeded: id >> 16), toByteOffset: 3 * index + 2, as: UInt8.self)
        }
        // one spare byte: the last id is read as 4 bytes, masked.
        base = realloc(block, 3 * count + 1) ?? block
    }

    deinit { free(base) }

    /// The id at `index` (in `0..<count`).
    subscript(index: Int) -> Int32 {
        Int32(bitPattern: base.loadUnaligned(fromByteOffset: index &* width, as: UInt32.self) & mask)
    }
}

/// Where each bucket's ids start in the fuzzy index: its partition's start and a 16-bit offset
/// from it (2 bytes a bucket instead of 4), or 32 bits a bucket when a partition holds more than
/// 65,535 entries. Bucket `buckets` (one past the last) starts at the end.
struct BucketStarts: Sendable {
    /// The start of each partition of `1 << lowBits` buckets, and the end.
    private let partitions: [UInt32]
    private let offsets: [UInt16]
    /// Each bucket's start, when `offsets` is empty.
    private let wide: [UInt32]
    private let lowBits: Int

    init(partitions: [UInt32], offsets: [UInt16], wide: [UInt32], lowBits: Int) {
        self.partitions = partitions
        self.offsets = offsets
        self.wide = wide
        self.lowBits = lowBits
    }

    subscript(bucket: Int) -> UInt32 {
        offsets.isEmpty ? wide[bucket] : partitions[bucket >> lowBits] + UInt32(offsets[bucket])
    }
}

/// A head start on a lexicon's fuzzy index, made from its first words while the compiler goes on
/// (``PhraseCompiler/indexHeadStart()``): what a later build need not do again for those words.
package struct FuzzyIndexHead: Sendable {
    let tolerance: EditTolerance
    let words: FuzzyIndex.IndexWords
    let counted: FuzzyIndex.CountedHead?
}

/// The letters of the lexicon's words so far, to make a ``FuzzyIndexHead`` from on another
/// thread while the compiler goes on adding words.
package struct FuzzyIndexHeadStart: Sendable {
    let words: FuzzyIndex.IndexWords
    let tolerance: EditTolerance

    /// The head start on the index of a lexicon that begins with these words.
    package func make() -> FuzzyIndexHead { FuzzyIndex.head(of: words, tolerance: tolerance) }
}
