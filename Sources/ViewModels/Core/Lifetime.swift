/// How long something lives: whatever is tied to a lifetime is stopped when it ends.
///
/// Rules:
/// - A lifetime ends exactly once, when its token is disposed or deinitialized.
/// - Work tied to a lifetime that has already ended is stopped at once.
/// - Important: The owner keeps the token and hands out the lifetime; holding a lifetime never keeps
///   its owner alive.
@MainActor
public final class Lifetime {
    private let disposables: CompositeDisposable

    private init(_ disposables: CompositeDisposable) {
        self.disposables = disposables
    }

    /// Makes a lifetime and the token that ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let disposables = CompositeDisposable()
        return (Lifetime(disposables), Token(disposables))
    }

    /// Whether the lifetime has ended; anything tied to it from now on is stopped at once.
    public var hasEnded: Bool { disposables.isDisposed }

    /// Runs `action` when the lifetime ends, or at once when it already has.
    /// - Returns: a handle that forgets the action without running it; nil when the lifetime had ended.
    @discardableResult
    public func observeEnded(_ action: @escaping @MainActor () -> Void) -> (any Disposable)? {
        disposables.add(ActionDisposable(action))
    }

    /// Disposes `disposable` when `lifetime` ends.
    public static func += (lifetime: Lifetime, disposable: (any Disposable)?) {
        lifetime.disposables += disposable
    }
}

extension Lifetime {
    /// Ends its lifetime when disposed or deinitialized, whichever comes first.
    ///
    /// - Important: Keep it in a stored property of the owner, so the lifetime ends when the owner goes.
    @MainActor
    public final class Token: Disposable {
        private let disposables: CompositeDisposable

        fileprivate init(_ disposables: CompositeDisposable) {
            self.disposables = disposables
        }

        isolated deinit {
            disposables.dispose()
        }

        public var isDisposed: Bool { disposables.isDisposed }

        public func dispose() {
            disposables.dispose()
        }
    }
}
