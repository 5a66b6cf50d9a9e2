#if canImport(Glibc)
    import Glibc
#endif

/// A server under test, spawned with its stdin and stdout on pipes and its stderr on /dev/null, so
/// that nothing but the protocol reaches the benchmark and the benchmark's output stays clean.
///
/// The benchmark's end of stdin is non-blocking: `Connection` writes only what the pipe takes and
/// reads in between, so a server that answers while it is still being written to never deadlocks
/// against the client.
final class ChildProcess {
    let pid: pid_t
    /// The program and its arguments, as started.
    let command: [String]
    /// The write end of the child's stdin; -1 once closed.
    private(set) var input: Int32
    /// The read end of the child's stdout; -1 once closed.
    private(set) var output: Int32

    init(_ command: [String]) {
        let toChild = Self.makePipe()
        let fromChild = Self.makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let result = posix_spawn(&child, command[0], &actions, nil, argv, environ)
        guard result == 0 else { fatal("cannot start \(command[0]): error \(result)") }
        close(toChild.read)
        close(fromChild.write)
        pid = child
        self.command = command
        input = toChild.write
        output = fromChild.read
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    }

    /// A pipe whose ends are closed in the child on exec; `dup2` gives the child its own copies.
    private static func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatal("pipe failed: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Ends the session the way a client that goes away does: end of input, and no more reading, so a
    /// server that is still pushing stops at its next write. Returns once the child has exited.
    func finish() {
        closeInput()
        if output >= 0 {
            close(output)
            output = -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// A field of /proc/<pid>/status in bytes: `VmRSS` (resident now) or `VmHWM` (the peak so far).
    func memory(_ field: String) -> Int {
        guard let status = Self.readText("/proc/\(pid)/status") else { return 0 }
        return (Self.field(field, in: status) ?? 0) * 1024
    }

    /// The number after `name:` in a /proc status file (its unit, such as kB, left off).
    private static func field(_ name: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
            return number.flatMap { Int($0) }
        }
        return nil
    }

    /// Voluntary context switches of every thread of the child so far: each is a thread that went to
    /// sleep (in `read`, `poll`, a futex) and was woken again, so their growth over a phase counts the
    /// server's thread wake-ups, whatever the machine's scheduler makes each of them cost. Summed over
    /// /proc/<pid>/task/*/status, since /proc/<pid>/status counts the main thread alone.
    var voluntaryContextSwitches: Int {
        sumOverThreads("status") { Self.field("voluntary_ctxt_switches", in: $0) }
    }

    /// CPU time of every thread of the child so far, in nanoseconds, from /proc/<pid>/task/*/schedstat
    /// (its first field: time spent running): precise enough to time one request.
    var cpuNanoseconds: Int {
        sumOverThreads("schedstat") { $0.split(separator: " ").first.flatMap { Int($0) } }
    }

    /// The sum of what `read` finds in the /proc file `name` of each of the child's threads.
    private func sumOverThreads(_ name: String, _ read: (String) -> Int?) -> Int {
        guard let tasks = opendir("/proc/\(pid)/task") else { return 0 }
        defer { closedir(tasks) }
        var total = 0
        while let entry = readdir(tasks) {
            let task = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard task.first?.isNumber == true, let text = Self.readText("/proc/\(pid)/task/\(task)/\(name)") else {
                continue
            }
            total += read(text) ?? 0
        }
        return total
    }

    /// User plus system CPU time of every thread of the child so far, in microseconds, from
    /// /proc/<pid>/stat (fields 14 and 15, in clock ticks): precise to one tick (10 ms), which is why
    /// the measured phases last long enough to use hundreds of them.
    var cpuMicroseconds: Int {
        guard let stat = Self.readText("/proc/\(pid)/stat"), let nameEnd = stat.lastIndex(of: ")") else { return 0 }
        // The command name in parentheses may hold spaces; the fields after it are plain: the state
        // is field 3, so utime and stime are the 12th and 13th after the name.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return (user + system) * 1_000_000 / sysconf(Int32(_SC_CLK_TCK))
    }

    /// The first 4 KiB of a file: all of a /proc file the benchmark reads.
    static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(descriptor, &bytes, bytes.count)
        return count > 0 ? String(decoding: bytes[0..<count], as: UTF8.self) : nil
    }
}

/// Stops the benchmark with a message: a server that misbehaves makes every later figure meaningless.
func fatal(_ message: String) -> Never {
    var text = "mvvm-bench: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}
