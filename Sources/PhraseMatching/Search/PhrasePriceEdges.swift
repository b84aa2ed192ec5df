/// The automaton's edges as the search's phrase price (``PhraseSearch``) walks them, in three flat
/// arrays: per node, a run of edges in the order the walk reads them (ε-edges, slot edges, literal
/// edges), each a target and a code. The walk reads them through buffers instead of a node's own
/// arrays, which cost a retain and a release each.
struct PhrasePriceEdges: Sendable {
    /// Per node: where its run starts in `targets` and `codes`; one more entry ends the last run.
    let starts: [Int32]
    let targets: [Int32]
    /// Per edge: for a literal edge, its token, with ``functionWord`` set for a function word;
    /// otherwise one of ``passes`` (an ε-edge or a slot that is not open), ``open`` (an open slot)
    /// or ``accepts`` (the node ends a phrase: the only entry of its run, and its target unused).
    let codes: [Int32]

    /// Marks a literal edge whose word is a function word.
    static let functionWord: Int32 = 1 << 30
    static let passes: Int32 = -1
    static let open: Int32 = -2
    static let accepts: Int32 = -3

    /// The edges of `nodes`; none when the automaton has more nodes than the price table indexes by
    /// key (``NodePrices/directKeys`` keys, two a node): the walk over flat edges is only taken with
    /// that table, so a large automaton does not hold its edges twice.
    init(nodes: [PhraseAutomaton.Node], slots: [SlotDescriptor], isFunctionWord: [Bool]) {
        guard nodes.count * 2 <= NodePrices.directKeys else {
            (self.starts, self.targets, self.codes) = ([], [], [])
            return
        }
        var starts: [Int32] = []
        var targets: [Int32] = []
        var codes: [Int32] = []
        starts.reserveCapacity(nodes.count + 1)
        for node in nodes {
            starts.append(Int32(targets.count))
            if !node.accepts.isEmpty {
                targets.append(-1)
                codes.append(Self.accepts)
                continue
            }
            for target in node.epsilons {
                targets.append(target)
                codes.append(Self.passes)
            }
            for edge in node.slots {
                targets.append(edge.target)
                if case .open = slots[Int(edge.slot)].kind {
                    codes.append(Self.open)
                } else {
                    codes.append(Self.passes)
                }
            }
            for edge in node.literals {
                targets.append(edge.target)
                codes.append(edge.token | (isFunctionWord[Int(edge.token)] ? Self.functionWord : 0))
            }
        }
        starts.append(Int32(targets.count))
        self.starts = starts
        self.targets = targets
        self.codes = codes
    }
}
