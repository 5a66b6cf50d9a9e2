import Testing

@testable import ViewModels

@MainActor
@Suite("TestClock")
struct TestClockTests {
    let clock = TestClock()

    @Test("sleeps wake in deadline order as time advances")
    func deadlineOrder() async {
        var woken: [Int] = []
        let tasks = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(for: .seconds(seconds))
                woken.append(seconds)
            }
        }
        await clock.waitForPendingSleeps(atLeast: 3)
        await clock.advance(by: .seconds(2))
        #expect(woken == [1, 2])
        #expect(clock.pendingSleeps == 1)
        await clock.advance(by: .seconds(1))
        for task in tasks {
            _ = await task.result
        }
        #expect(woken == [1, 2, 3])
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
        #expect(clock.pendingSleeps == 0)
    }

    @Test("equal deadlines wake in the order their works were made, whichever slept first; wakeNext wakes one")
    func workOrder() async {
        let (first, second) = (TestClock.Work(), TestClock.Work())
        var woken: [String] = []
        let tasks = [("second", second), ("first", first)].map { name, work in
            TestClock.$work.withValue(work) {
                Task {
                    try await clock.sleep(for: .seconds(1))
                    woken.append(name)
                }
            }
        }
        await clock.waitForPendingSleeps(atLeast: 2)
        #expect(clock.isAsleep(first) && clock.isAsleep(second))
        #expect(await clock.wakeNext(dueBy: TestClock.Instant(offset: .seconds(1))))
        #expect(woken == ["first"])
        #expect(!clock.isAsleep(first) && clock.isAsleep(second))
        await clock.advance(by: .seconds(1))
        for task in tasks { _ = await task.result }
        #expect(woken == ["first", "second"])
        #expect(await !clock.wakeNext(dueBy: TestClock.Instant(offset: .seconds(5))))
    }

    @Test("a sleep whose deadline has passed returns at once")
    func pastDeadline() async throws {
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(4)))
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a cancelled sleep throws and is no longer pending")
    func cancelledSleep() async {
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForPendingSleeps(atLeast: 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a task that sleeps again within the advanced span wakes too")
    func chainedSleeps() async {
        var ticks: [Duration] = []
        let task = Task {
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                ticks.append(clock.now.offset)
            }
        }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .seconds(2))
        #expect(ticks == [.seconds(1), .seconds(2)])
        await clock.run()
        _ = await task.result
        #expect(ticks == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("run(steps:) wakes a timer that re-arms forever exactly that many times, however short its interval")
    func boundedRun() async {
        var wakes = 0
        let task = Task {
            while true {
                try await clock.sleep(for: .nanoseconds(1))
                wakes += 1
            }
        }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.run(steps: 3)
        #expect(wakes == 3)
        #expect(clock.now.offset == .nanoseconds(3))
        task.cancel()
        _ = await task.result
        #expect(clock.pendingSleeps == 0)
    }

    @Test("time never goes back")
    func monotonic() async {
        await clock.advance(to: TestClock.Instant(offset: .seconds(10)))
        await clock.advance(to: TestClock.Instant(offset: .seconds(3)))
        #expect(clock.now.offset == .seconds(10))
    }
}
