import Dispatch
import ServerLog

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's driver, from `libclang_rt.fuzzer_no_main`: it parses the command line and calls
/// `testOneInput` in a loop on the calling thread.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The fuzz target's process: libFuzzer on a thread of its own, the main actor on the main thread.
///
/// libFuzzer's usual `main` would call the target on the main thread, which would then block it
/// while the session's tasks wait for the main actor. So the driver runs on a dedicated thread and
/// the main thread serves the main actor (`dispatchMain`).
@main
enum FuzzMain {
    static func main() {
        try? Log.configure(level: .error, file: nil, name: "mvvm-fuzz")
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, runFuzzer, nil)
        precondition(result == 0, "pthread_create failed: \(result)")
        dispatchMain()
    }
}

/// The fuzzer thread's body. A free function, not a closure in `main`: a closure there would inherit
/// the main actor's isolation, and its check would trap on this thread.
private func runFuzzer(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        runFuzzerDriver(&argc, &argv) { data, size in
            FuzzCase(UnsafeBufferPointer(start: data, count: size)).run()
            return 0
        })
}
