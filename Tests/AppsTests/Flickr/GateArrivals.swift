@testable import Apps
@testable import ViewModels

/// Reads a gate's `arrivals` through one iterator for the whole test: an `AsyncStream` ends when an
/// iterator of it goes away, so a second `for await` over it would hear nothing.
@MainActor
final class GateArrivals {
    private var iterator: AsyncStream<PhotoRequest>.Iterator

    init(_ gate: PhotoRequestGate) {
        iterator = gate.arrivals.makeAsyncIterator()
    }

    /// Waits until `count` more calls are held at the gate, and returns them in arrival order.
    func next(_ count: Int) async -> [PhotoRequest] {
        var arrived: [PhotoRequest] = []
        var iterator = self.iterator
        while arrived.count < count, let request = await iterator.next(isolation: #isolation) {
            arrived.append(request)
        }
        self.iterator = iterator
        return arrived
    }
}
