@testable import Apps
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp, removed with everything in it when the test is done.
final class TemporaryDirectory: Sendable {
    let path: String

    init() {
        var template = Array("/tmp/viewmodels-tests-XXXXXX".utf8CString)
        let created = mkdtemp(&template)
        precondition(created != nil, "mkdtemp failed: \(errno)")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        Self.remove(path)
    }

    private static func remove(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." {
                remove(path + "/" + name)
            }
        }
        closedir(directory)
        rmdir(path)
    }
}
