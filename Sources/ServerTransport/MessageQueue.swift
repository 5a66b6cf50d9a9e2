import Protocol

/// The run of outgoing messages that the session, the outbox and the connection pass on to each
/// other: appended to one by one, handed on by moving each message out, and kept with its room for
/// the next turn.
///
/// Not an array of optionals, as it was: emptying such an array destroys every slot through the
/// generic witnesses of `Optional`, even slots already moved out, and that cost more per
/// `property/set` than enqueuing its two messages. Here a message moved out leaves nothing behind
/// to destroy. A slot may hold a hole (nil), which the outbox leaves where it merged a message into
/// a later one.
///
/// Rules: positions count from 0 in the order of appending; `drain` hands every message over in
/// that order and leaves the queue empty with its room.
/// - Important: Noncopyable, since it owns its storage; `drain`'s body must not reach the queue it
///   drains.
package struct MessageQueue: ~Copyable {
    private var base: UnsafeMutablePointer<OutgoingMessage?>
    /// Slots there is room for.
    private(set) var capacity: Int
    /// Slots in use, holes included.
    package private(set) var count = 0

    package init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    package var isEmpty: Bool { count == 0 }

    package mutating func append(_ message: consuming OutgoingMessage) {
        if count == capacity { grow() }
        (base + count).initialize(to: message)
        count += 1
    }

    /// Appends a `property/didChange`, built where it is kept: a face makes one per change of a bound
    /// property from its params, and a message built in the face's module and handed over would be
    /// copied and destroyed on the way (docs/performance.md, "Modules and the push path").
    package mutating func appendPropertyChange(_ params: consuming PropertyDidChange.Params) {
        append(.propertyChange(params))
    }

    /// Puts `message` at `position`, moving the messages from there on one place later.
    package mutating func insert(_ message: consuming OutgoingMessage, at position: Int) {
        precondition(position >= 0 && position <= count, "position out of range")
        if count == capacity { grow() }
        (base + position + 1).moveInitialize(from: base + position, count: count - position)
        (base + position).initialize(to: message)
        count += 1
    }

    /// The key of the message at `position`, read in place; nil for a hole or an unkeyed message.
    func coalescingKey(at position: Int) -> CoalescingKey? {
        precondition(position >= 0 && position < count, "position out of range")
        return base[position]?.coalescingKey
    }

    /// Moves the message at `position` out and leaves a hole in its place.
    mutating func take(at position: Int) -> OutgoingMessage? {
        precondition(position >= 0 && position < count, "position out of range")
        return base[position].take()
    }

    /// Hands every message over in order, skipping holes, and leaves the queue empty with its room.
    mutating func drain(_ body: (consuming OutgoingMessage) -> Void) {
        let drained = count
        count = 0
        for position in 0..<drained {
            if let message = (base + position).move() { body(message) }
        }
    }

    /// Drops the messages from `start` on whose key is `key`, keeping the order of the others.
    package mutating func removeAll(from start: Int, keyedBy key: CoalescingKey) {
        var kept = start
        for position in start..<count {
            if base[position]?.coalescingKey == key {
                _ = (base + position).move()
            } else {
                if kept != position { (base + kept).initialize(to: (base + position).move()) }
                kept += 1
            }
        }
        count = kept
    }

    /// Drops the holes, keeping the order of the messages; returns where the slot at `position`
    /// now is (`count` when `position` was at or past the end).
    mutating func removeHoles(tracking position: Int) -> Int {
        var kept = 0
        var tracked: Int?
        for index in 0..<count {
            if index == position { tracked = kept }
            let message = (base + index).move()
            if message != nil {
                (base + kept).initialize(to: message)
                kept += 1
            }
        }
        count = kept
        return tracked ?? kept
    }

    /// Destroys every message still held, keeping the room.
    mutating func removeAll() {
        guard count > 0 else { return }
        base.deinitialize(count: count)
        count = 0
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<OutgoingMessage?>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
