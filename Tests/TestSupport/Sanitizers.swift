#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this process runs under AddressSanitizer or ThreadSanitizer (`swift test --sanitize=…`
/// builds the tests and the spawned server alike).
///
/// Their shadow memory and quarantine multiply what a process keeps resident, so bounds on resident
/// memory say nothing under them; tests skip those assertions and keep checking everything else.
package enum Sanitizers {
    package static let areActive = [String](["__asan_init", "__tsan_init"]).contains { dlsym(nil, $0) != nil }
}
