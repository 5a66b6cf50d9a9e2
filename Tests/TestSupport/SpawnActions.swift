import MVVMTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a test starts a child process with `posix_spawn`: where each of its standard descriptors
/// comes from, and where it starts.
///
/// - Nothing else of the test process reaches the child. Tests run in parallel, and a child that
///   inherited another test's pipe held it open: that test waited for an end of output, or an exit,
///   that came only when the child ended. `TestPipe` makes its ends close-on-exec under
///   `TestPipe.spawnLock`, which the spawn holds too; where glibc can, every descriptor above stderr
///   is closed as well, whoever opened it.
/// - The child starts as a shell would start it: every signal at its default action, none blocked.
///   It would otherwise keep what the test process ignores and the spawning thread blocks (a
///   Dispatch worker, which the cooperative pool's threads are, blocks most signals).
/// - The test's copies of the ends it passes are closed once the child has started, or failed to.
package struct SpawnActions: ~Copyable {
    private var actions = posix_spawn_file_actions_t()
    private var passedEnds: [Int32] = []

    #if canImport(Glibc)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later) and
        /// `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module leaves
        /// out: looked up by name, nil where the C library lacks them.
        private static let addCloseFrom = lookUp(
            "posix_spawn_file_actions_addclosefrom_np", as: (@convention(c) (Actions, Int32) -> Int32).self)
        private static let addChangeDirectory = lookUp(
            "posix_spawn_file_actions_addchdir_np", as: (@convention(c) (Actions, UnsafePointer<CChar>) -> Int32).self)

        private typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>

        private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(nil, name).map { unsafeBitCast($0, to: type) }
        }
    #endif

    package init() {
        posix_spawn_file_actions_init(&actions)
    }

    deinit {
        var actions = actions
        posix_spawn_file_actions_destroy(&actions)
        passedEnds.forEach { close($0) }
    }

    /// The child gets `end`, a pipe's end of the test's, as each of `descriptors`.
    package mutating func pass(_ end: Int32, as descriptors: Int32...) {
        for descriptor in descriptors { posix_spawn_file_actions_adddup2(&actions, end, descriptor) }
        passedEnds.append(end)
    }

    /// The child gets the file at `path`, opened with `flags`, as `descriptor`.
    package mutating func open(_ path: String, as descriptor: Int32, flags: Int32) {
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
    }

    /// The child starts in `directory` rather than in the test's working directory.
    package mutating func changeDirectory(to directory: String) throws(SpawnError) {
        #if canImport(Glibc)
            guard let addChangeDirectory = Self.addChangeDirectory else {
                throw SpawnError(reason: "this C library cannot start a child in \(directory)")
            }
            let result = addChangeDirectory(&actions, directory)
        #else
            let result = posix_spawn_file_actions_addchdir_np(&actions, directory)
        #endif
        guard result == 0 else { throw SpawnError(reason: "cannot start a child in \(directory): \(result)") }
    }

    /// Starts `executable` (a path) with `arguments`, and `environment` instead of the test
    /// process's when given; returns the child's pid.
    package consuming func spawn(_ executable: String, arguments: [String], environment: [String: String]? = nil)
        throws(SpawnError) -> pid_t
    {
        #if canImport(Glibc)
            if let addCloseFrom = Self.addCloseFrom { _ = addCloseFrom(&actions, STDERR_FILENO + 1) }
        #endif
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var child = pid_t()
        let result = TestPipe.spawnLock.withLock { _ in
            guard let envp else { return posix_spawn(&child, executable, &actions, &attributes, argv, environ) }
            return posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        }
        guard result == 0 else { throw SpawnError(reason: "posix_spawn \(executable) failed: \(result)") }
        return child
    }
}

package struct SpawnError: Error, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
}
