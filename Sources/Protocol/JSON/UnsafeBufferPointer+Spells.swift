extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly `name`'s: a key is matched by its raw bytes, since comparing
    /// with a `String`'s UTF-8 view costs several times more.
    @inline(__always)
    func spells(_ name: StaticString) -> Bool {
        guard count == name.utf8CodeUnitCount else { return false }
        let spelling = name.utf8Start
        for offset in 0..<count where self[offset] != spelling[offset] {
            return false
        }
        return true
    }
}
