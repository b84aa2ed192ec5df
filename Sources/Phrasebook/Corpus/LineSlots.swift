import Foundation

/// One slot per corpus line, for lines run on several threads: each slot is written by the one
/// thread that ran its line and read once all of them finished. Any thread may also say stop,
/// which the others check between lines.
final class LineSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>
    private let lock = NSLock()
    private var stopped = false

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The value line `index` was given, nil while it has none.
    subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// Whether some thread said stop.
    var isStopped: Bool { lock.withLock { stopped } }

    func stop() { lock.withLock { stopped = true } }
}
