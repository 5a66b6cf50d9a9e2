import ViewModels

extension Player {
    /// The values a new player starts with and `resetToDefaults` restores.
    enum Defaults {
        static let playerName = "Colin"
        static let points = 100.0
        static let stepAmount = 1.0
        static let minPoints = 0.0
        static let maxPoints = 10000.0
        static let maxPointUpdates = 10
        static let maxUploads = 5
    }

    /// Names a player may not have; matched exactly, by `isForbidden(_:)` (a test checks that it
    /// refuses each of these, and names one letter off of each length).
    nonisolated static let forbiddenNames: [String] = [
        "dag nabbit", "darn", "gosh darn", "diddly squat", "fiddlesticks",
    ]

    /// Whether `name` is one of `forbiddenNames`. Each set of the name asks three times (the watch,
    /// `isValid`, `canUpload`), so the names are written out in a switch on their length: a short
    /// string's length is at hand, where comparing two strings calls into the runtime, and a switch
    /// reads no list, where a static list is reached through its lazy initializer on every call and
    /// walked (docs/performance.md, "The last set pass").
    static func isForbidden(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name == "darn"
        case 9: name == "gosh darn"
        case 10: name == "dag nabbit"
        case 12: name == "diddly squat" || name == "fiddlesticks"
        default: false
        }
    }

    /// Installs the edit rules and the forbidden-name watch, which reach the player weakly and end
    /// with the members they are installed on.
    ///
    /// Each closure captures one weak reference: a closure that captures one object
    /// needs no context of its own, where `[weak self]` boxed a weak reference per closure.
    ///
    /// The name's own rule comes only with the lock (`lockEdits()`): an unlocked player takes every
    /// name, so until then a set of the name runs no rule and loads no player.
    func installRules() {
        let owner = WeakReference(self)
        points.validate = { [owner] proposed throws(InvalidValue) in try owner.object?.checkPoints(proposed) }
        points.didAccept = { [owner] replaced in owner.object?.countPointUpdate(replacing: replaced) }
        stepAmount.validate = { [owner] step throws(InvalidValue) in
            guard let player = owner.object else { return }
            try player.checkLimit(
                step, of: player.stepAmount, named: "stepAmount", isAllowed: step > 0, expected: "a finite number above 0"
            )
        }
        minPoints.validate = { [owner] minimum throws(InvalidValue) in
            guard let player = owner.object else { return }
            try player.checkLimit(
                minimum,
                of: player.minPoints,
                named: "minPoints",
                isAllowed: minimum <= player.maxPoints.value,
                expected: "a finite number no higher than maxPoints (\(player.maxPoints.value.displayText))"
            )
        }
        maxPoints.validate = { [owner] maximum throws(InvalidValue) in
            guard let player = owner.object else { return }
            try player.checkLimit(
                maximum,
                of: player.maxPoints,
                named: "maxPoints",
                isAllowed: maximum >= player.minPoints.value,
                expected: "a finite number no lower than minPoints (\(player.minPoints.value.displayText))"
            )
        }
        // The name is checked before the player is loaded: a weak load, and the release after it,
        // on every edit of the name, for the rare forbidden one.
        playerName.signal.observe { [owner] name in
            if Self.isForbidden(name) { owner.object?.reject(forbidden: name) }
        }
    }

    /// Locks the player for good: from now on the name, like every other edit, is refused unless it
    /// proposes the current value.
    func lockEdits() {
        _isLocked.value = true
        let owner = WeakReference(self)
        playerName.validate = { [owner] name throws(InvalidValue) in
            guard let player = owner.object else { return }
            try player.checkEdit(name, of: player.playerName)
        }
    }

    /// Moves the points one step in `direction`, clamped to the limits, as a user's edit would.
    func step(by direction: Double) throws(InvalidValue) -> Double {
        let target = points.value + direction * stepAmount.value
        try points.propose(min(max(target, minPoints.value), maxPoints.value))
        return points.value
    }

    func restoreDefaults() {
        restore(\.playerName, to: Defaults.playerName)
        restore(\.stepAmount, to: Defaults.stepAmount)
        if Defaults.minPoints <= maxPoints.value {
            restore(\.minPoints, to: Defaults.minPoints)
            restore(\.maxPoints, to: Defaults.maxPoints)
        } else {
            restore(\.maxPoints, to: Defaults.maxPoints)
            restore(\.minPoints, to: Defaults.minPoints)
        }
        restore(\.points, to: Defaults.points)
    }

    /// Sets only what differs, so a reset of a default player notifies nothing.
    private func restore<Value: Equatable>(_ member: KeyPath<Player, MutableProperty<Value>>, to value: Value) {
        if self[keyPath: member].value != value {
            self[keyPath: member].value = value
        }
    }

    /// Announces a forbidden name the player was given, then clears it.
    private func reject(forbidden name: String) {
        forbiddenName.send(ForbiddenName(name: name))
        playerName.value = ""
    }

    private func countPointUpdate(replacing replaced: Double) {
        if points.value != replaced {
            _pointUpdatesLeft.value -= 1
        }
    }

    /// The check every edit shares. Re-proposing the current value is always accepted (a frontend
    /// echoing its binding); anything else needs an unlocked player.
    /// - Returns: whether the edit changes the value, so the caller's own checks apply.
    @discardableResult
    private func checkEdit<Value: Equatable>(
        _ proposed: Value,
        of member: MutableProperty<Value>,
        expected: @autoclosure () -> String? = nil
    ) throws(InvalidValue) -> Bool {
        guard proposed != member.value else { return false }
        guard !_isLocked.value else {
            throw InvalidValue(
                reason: "The player is locked after \(Defaults.maxUploads) uploads; nothing can be changed.",
                expected: expected()
            )
        }
        return true
    }

    private func checkPoints(_ proposed: Double) throws(InvalidValue) {
        let unchanged = "the current value, \(points.value.displayText)"
        guard try checkEdit(proposed, of: points, expected: unchanged) else { return }
        guard _pointUpdatesLeft.value > 0 else {
            throw InvalidValue(
                reason: "No point updates are left: points may change only \(Defaults.maxPointUpdates) times.",
                expected: unchanged
            )
        }
        let range = "a finite number from \(minPoints.value.displayText) to \(maxPoints.value.displayText)"
        guard proposed.isFinite else {
            throw InvalidValue(reason: "Points must be a finite number.", expected: range)
        }
        guard proposed >= minPoints.value, proposed <= maxPoints.value else {
            throw InvalidValue(reason: "\(proposed.displayText) points are outside the allowed range.", expected: range)
        }
    }

    private func checkLimit(
        _ proposed: Double,
        of member: MutableProperty<Double>,
        named name: String,
        isAllowed: Bool,
        expected: String
    ) throws(InvalidValue) {
        guard try checkEdit(proposed, of: member, expected: expected) else { return }
        guard proposed.isFinite, isAllowed else {
            throw InvalidValue(
                reason: "\(name) cannot be \(proposed.displayText); it must be \(expected).",
                expected: expected
            )
        }
    }
}
