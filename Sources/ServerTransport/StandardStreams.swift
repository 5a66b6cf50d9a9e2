#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process-wide set-up of the standard descriptors.
package enum StandardStreams {
    /// Moves the protocol onto a private duplicate of stdout and points descriptor 1 at stderr, so a
    /// stray `print` anywhere in the process lands in the log instead of corrupting the stream.
    /// - Important: Call after `StopSignals.blockInEveryThread()`, which ignores SIGPIPE, so that a
    ///   client closing its end becomes a write error, not a crash.
    package static func reserveStdoutForProtocol() -> Int32 {
        let protocolOutput = dup(STDOUT_FILENO)
        precondition(protocolOutput >= 0, "cannot duplicate stdout: errno \(errno)")
        _ = fcntl(protocolOutput, F_SETFD, FD_CLOEXEC)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return protocolOutput
    }

    /// `$XDG_DATA_HOME/NAME`, else `~/.local/share/NAME`, else a folder under /tmp.
    package static func defaultDataDirectory(for name: String) -> String {
        if let base = environment("XDG_DATA_HOME") { return base + "/" + name }
        if let home = environment("HOME") { return home + "/.local/share/" + name }
        return "/tmp/" + name
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
