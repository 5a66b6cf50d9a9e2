/// A first-in, first-out queue that only ever moves its elements: the values a signal has sent that
/// wait for their turn, and `Delivery`'s own queue.
///
/// A ring buffer rather than an array: appending and taking an element move it and never run a
/// deinit, so its owner may keep it outside exclusivity checks; its empty state is a constant, so a
/// global one needs no lazy initialization; and its code touches no type but `Element` itself, so a
/// signal's core running unspecialized (built in another module) looks up no metadata to queue a value.
///
/// Rules: the buffer is made on the first element and kept, grown by doubling, for the queue's life;
/// most signals never queue more than one value at a time. A queue holds at most 2^30 elements: its
/// positions are 32-bit, so that a signal's core, which holds one, stays small (docs/performance.md,
/// "Object sizes").
@usableFromInline
struct ValueQueue<Element>: ~Copyable {
    @usableFromInline var buffer: UnsafeMutablePointer<Element>?
    @usableFromInline var capacity: Int32 = 0
    @usableFromInline var head: Int32 = 0
    @usableFromInline var count: Int32 = 0

    @inlinable
    init() {}

    @inlinable
    deinit {
        guard let buffer else { return }
        for offset in 0..<count {
            (buffer + Int((head + offset) % capacity)).deinitialize(count: 1)
        }
        buffer.deallocate()
    }

    // Inlined, with `removeFirst`, so that unspecialized callers need no metadata for the queue's type.
    @inlinable @inline(__always) var isEmpty: Bool { count == 0 }

    @inlinable @inline(__always) mutating func append(_ value: consuming Element) {
        if count == capacity {
            grow()
        }
        // `grow` leaves a buffer whenever `count == capacity`, so one exists here. The capacity is a
        // power of two (one, doubled), so a mask wraps the position where a division took longer.
        (buffer.unsafelyUnwrapped + Int((head + count) & (capacity - 1))).initialize(to: value)
        count += 1
    }

    /// Takes the oldest value out.
    /// - Precondition: the queue is not empty.
    @inlinable @inline(__always) mutating func removeFirst() -> Element {
        let value = (buffer.unsafelyUnwrapped + Int(head)).move()
        head = head + 1 == capacity ? 0 : head + 1
        count -= 1
        return value
    }

    /// Doubles the capacity, moving the values to the start of a new buffer in their order.
    @usableFromInline
    mutating func grow() {
        precondition(capacity < 1 << 30, "a ValueQueue holds at most 2^30 elements")
        let newCapacity = Swift.max(1, capacity * 2)
        let newBuffer = UnsafeMutablePointer<Element>.allocate(capacity: Int(newCapacity))
        if let buffer {
            let firstPart = Int(Swift.min(count, capacity - head))
            newBuffer.moveInitialize(from: buffer + Int(head), count: firstPart)
            (newBuffer + firstPart).moveInitialize(from: buffer, count: Int(count) - firstPart)
            buffer.deallocate()
        }
        buffer = newBuffer
        capacity = newCapacity
        head = 0
    }
}
