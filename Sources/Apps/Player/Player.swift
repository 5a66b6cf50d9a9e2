import ViewModels

/// The player view model of seed 000: a name and points that a user edits, checks and uploads.
///
/// Rules:
/// - Points change by `stepUp`/`stepDown` or by a proposal for `points`, at most `maxPointUpdates`
///   times; `resetToDefaults` does not count.
/// - A forbidden name is accepted, then announced by `forbiddenName`, then replaced by "".
/// - After five uploads the player is locked: no edit, step, upload or reset is accepted any more.
/// - Important: Main actor only. Members never keep the player alive: the commands take it as their
///   owner, the rules reach it through weak references, and an upload in flight holds only its record.
@MainActor
public final class Player: ViewModel {
    public static let declaration = Declaration<Player>(
        doc: """
            A player's name and points. Points change with a stepper or by setting them, a limited number \
            of times; a valid player can be uploaded, and after five uploads the player is locked.
            """,
        .settable(
            \.playerName,
            doc: """
                The player's name. Required for upload. A forbidden name is accepted, announced by \
                forbiddenName, and then replaced by "". Refused while the player is locked.
                """),
        .settable(
            \.points,
            doc: """
                The player's points. Setting them counts as one of the limited point updates and is \
                refused when none are left, when the player is locked, or outside minPoints…maxPoints. \
                Setting the current value again is always accepted and counts nothing.
                """),
        .settable(
            \.stepAmount,
            doc: "How much stepUp and stepDown change the points: a finite number above 0. Refused while locked."),
        .settable(
            \.minPoints,
            doc: """
                The lowest points allowed; a valid player has at least this many. A finite number no higher \
                than maxPoints. Refused while locked.
                """),
        .settable(
            \.maxPoints,
            doc: "The highest points allowed: a finite number no lower than minPoints. Refused while locked."),
        .readOnly(\.maxPointUpdates, doc: "How many times the points may change in all, by stepping or by setting them."),
        .readOnly(\.pointUpdatesLeft, doc: "How many more times the points may change; at 0 the stepper is disabled."),
        .computed(
            "isValid", \.isValid,
            doc: "Whether the player can be uploaded: a name that is not forbidden, and points of at least minPoints."),
        .readOnly(
            \.isLocked,
            doc: "True after five uploads: the name, points, stepper, upload and reset are disabled for good."),
        .command(
            \.stepUp, name: "stepUp",
            doc: """
                Adds stepAmount to the points, stopping at maxPoints. Enabled while the player is not locked, \
                point updates are left and the points are below maxPoints. Output: the new points.
                """),
        .command(
            \.stepDown, name: "stepDown",
            doc: """
                Subtracts stepAmount from the points, stopping at minPoints. Enabled while the player is not \
                locked, point updates are left and the points are above minPoints. Output: the new points.
                """),
        .command(
            \.upload,
            doc: """
                Uploads the name and points, then raises uploaded. Enabled while the player is valid and \
                not locked. Reports progress. Output: the same confirmation as the uploaded event.
                """,
            reportsProgress: true),
        .command(
            \.resetToDefaults,
            doc: """
                Restores the name, points, step and limits to their defaults. Does not count as a point \
                update. Disabled while locked.
                """),
        .event(\.forbiddenName, doc: "Raised when playerName was set to a forbidden name, just before it is cleared."),
        .event(\.uploaded, doc: "Raised after each successful upload, with a message to show."),
        .kept(\._pointUpdatesLeft, doc: "What pointUpdatesLeft shows; the player's rules set it."),
        .kept(\._isLocked, doc: "What isLocked shows; set after the fifth upload.")
    )

    public let playerName = MutableProperty(Defaults.playerName)
    public let points = MutableProperty(Defaults.points)
    public let stepAmount = MutableProperty(Defaults.stepAmount)
    public let minPoints = MutableProperty(Defaults.minPoints)
    public let maxPoints = MutableProperty(Defaults.maxPoints)
    public let maxPointUpdates = ConstantProperty(Defaults.maxPointUpdates)
    public let pointUpdatesLeft: Property<Int>
    public let isLocked: Property<Bool>
    public private(set) lazy var stepUp = Command<Unit, Double>(self, enabledWhen: \.canStepUp) { owner, _ in
        try owner.get().step(by: 1)
    }
    public private(set) lazy var stepDown = Command<Unit, Double>(self, enabledWhen: \.canStepDown) { owner, _ in
        try owner.get().step(by: -1)
    }
    public private(set) lazy var upload = Command<Unit, Uploaded>(self, enabledWhen: \.canUpload) { owner, _ in
        try await Self.upload(by: owner)
    }
    public private(set) lazy var resetToDefaults = Command<Unit, Unit>(self, enabledWhen: \.isUnlocked) { owner, _ in
        try owner.get().restoreDefaults()
        return Unit()
    }
    public let forbiddenName = Event<ForbiddenName>()
    public let uploaded = Event<Uploaded>()

    let _pointUpdatesLeft = MutableProperty(Defaults.maxPointUpdates)
    let _isLocked = MutableProperty(false)
    var uploadCount = 0
    let uploads: any UploadService

    public init(services: PlayerServices) {
        uploads = services.uploads
        pointUpdatesLeft = Property(capturing: _pointUpdatesLeft)
        isLocked = Property(capturing: _isLocked)
        installRules()
    }

    /// Whether the player can be uploaded: a name that is not forbidden, and enough points.
    public var isValid: Bool {
        let name = playerName.value
        return !name.isEmpty && !Self.isForbidden(name) && points.value >= minPoints.value
    }

    /// Whether the stepper may change the points at all: not locked, and updates left.
    private var canChangePoints: Bool { isUnlocked && _pointUpdatesLeft.value > 0 }
    private var canStepUp: Bool { canChangePoints && points.value < maxPoints.value }
    private var canStepDown: Bool { canChangePoints && points.value > minPoints.value }
    private var canUpload: Bool { isValid && isUnlocked }
    private var isUnlocked: Bool { !_isLocked.value }
}
