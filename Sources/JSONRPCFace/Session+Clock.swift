import Protocol
import ServerLog
import ViewModels

/// `clock/advance` (docs/protocol.md §17): time under the client's control.
///
/// Under `--clock controlled` each message is handled inside a `TestClock.Work` of its own, which
/// every task it starts inherits (an execution, a command's body, a timer, a fetch). Before moving
/// time, and after waking each sleep, one at a time, the session waits until every such work still
/// alive has a task asleep on the clock: what a request or a wake started has then either finished,
/// with what it caused sent, or is waiting for time, whichever thread it ran on. Sleeps due at the
/// same instant wake in the order of the messages that started them.
extension Session {
    /// How long an advance waits for work that neither finishes nor sleeps on the clock (a command
    /// blocked on something only a later request would release) before it moves time anyway.
    static let settleLimit = Duration.seconds(10)

    /// Handles a message inside a work of its own, as a controlled clock needs.
    ///
    /// The message is passed to `body` rather than captured by it: a closure that captures a
    /// message borrowed from a decoded frame needs it at an address of its own, which copied the
    /// whole frame on every request.
    func handlingAsClockWork(_ incoming: borrowing Incoming, _ body: (borrowing Incoming) -> Void) {
        let work = TestClock.Work()
        clockWork.removeAll { $0.work == nil }
        clockWork.append(WeakClockWork(work: work))
        let incoming = copy incoming
        TestClock.$work.withValue(work) { body(incoming) }
    }

    func advanceClock(_ request: Request) async -> Response {
        do throws(ResponseError) {
            try lifecycle.check(initializing: false)
            guard let clock = controlledClock else { throw ResponseError.clockNotControlled() }
            let params = try AdvanceClockRequest.Params(params: request.params)
            gate.isAdvancing = true
            defer { gate.isAdvancing = false }
            let own = TestClock.work
            await settle(clock, except: own)
            let target = clock.now.advanced(by: .milliseconds(params.milliseconds))
            while !Task.isCancelled, await clock.wakeNext(dueBy: target) {
                await settle(clock, except: own)
            }
            await clock.advance(to: target)
            let now =
                Double(clock.now.offset.components.seconds) * 1_000
                + Double(clock.now.offset.components.attoseconds) / 1e15
            return Response(id: request.id, result: .success(AdvanceClockRequest.Result(now: now).json))
        } catch {
            return Response(id: request.id, result: .failure(error))
        }
    }

    /// Returns once every work alive but `own` (the advance's) has a task asleep on `clock`, after
    /// `settleLimit`, or when the session stops (the advance's task is cancelled). Main-actor work runs during the yields; work on other threads is given real
    /// time in short naps, which only a task that is neither finished nor asleep ever costs.
    private func settle(_ clock: TestClock, except own: TestClock.Work?) async {
        let start = ContinuousClock.now
        while true {
            for _ in 0..<16 { await Task.yield() }
            let busy = clockWork.contains { entry in
                guard let work = entry.work, work !== own else { return false }
                return !clock.isAsleep(work)
            }
            guard busy, !Task.isCancelled else { return }
            guard ContinuousClock.now - start < Self.settleLimit else {
                Log.warning("clock/advance: work still running after \(Self.settleLimit); moving time anyway")
                return
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// A work the session started, held weakly: nil once every task of it has ended.
struct WeakClockWork {
    weak var work: TestClock.Work?
}
