import Testing

@testable import ViewModels

@MainActor
@Suite("Disposables and lifetimes")
struct DisposableTests {
    @Test("an action disposable runs its action once")
    func actionRunsOnce() {
        var runs = 0
        let disposable = ActionDisposable { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test("any disposable forwards to the one it hides")
    func anyDisposableForwards() {
        let base = ActionDisposable()
        let erased = AnyDisposable(base)
        #expect(!erased.isDisposed)
        erased.dispose()
        #expect(base.isDisposed)
    }

    @Test("a composite disposes everything it holds, in order")
    func compositeDisposesInOrder() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        composite += ActionDisposable { log.append(1) }
        composite += ActionDisposable { log.append(2) }
        composite.dispose()
        #expect(log == [1, 2])
    }

    @Test("adding to a disposed composite disposes the newcomer at once")
    func lateAdditionIsDisposed() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = ActionDisposable()
        #expect(composite.add(late) == nil)
        #expect(late.isDisposed)
    }

    @Test("a composite's handle removes its entry without disposing it")
    func handleRemovesEntry() {
        let composite = CompositeDisposable()
        let entry = ActionDisposable()
        let handle = composite.add(entry)
        handle?.dispose()
        composite.dispose()
        #expect(!entry.isDisposed)
    }

    @Test("a lifetime ends when its token is disposed")
    func tokenDisposeEndsLifetime() {
        let (lifetime, token) = Lifetime.make()
        var ended = 0
        lifetime.observeEnded { ended += 1 }
        #expect(!lifetime.hasEnded)
        token.dispose()
        token.dispose()
        #expect(lifetime.hasEnded)
        #expect(ended == 1)
    }

    @Test("a lifetime ends when its token deinitializes")
    func tokenDeinitEndsLifetime() {
        var token: Lifetime.Token?
        let lifetime: Lifetime
        (lifetime, token) = Lifetime.make()
        let tied = ActionDisposable()
        lifetime += tied
        #expect(token != nil)
        token = nil
        #expect(lifetime.hasEnded)
        #expect(tied.isDisposed)
    }

    @Test("observing an ended lifetime runs the action at once")
    func observeEndedAfterEnd() {
        let (lifetime, token) = Lifetime.make()
        token.dispose()
        var ran = false
        #expect(lifetime.observeEnded { ran = true } == nil)
        #expect(ran)
    }
}
