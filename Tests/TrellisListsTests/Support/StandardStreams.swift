#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with standard output and standard error sent to files, and returns what
/// each received: a report meant for standard error must not reach standard output, where
/// a terminal host draws. Both streams are flushed before they are restored, so buffered
/// `print` output is caught too. Other tests' output may land in the files meanwhile:
/// check for your own text, not for emptiness.
func capturingStandardStreams(_ body: () -> Void) -> (output: String, error: String) {
    func capture(_ descriptor: Int32, _ run: () -> Void) -> String {
        var template = Array("/tmp/trellis-stream-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        precondition(file >= 0, "mkstemp failed")
        let saved = dup(descriptor)
        dup2(file, descriptor)
        run()
        fflush(nil)  // every stream: `print` buffers standard output
        dup2(saved, descriptor)
        close(saved)
        let size = lseek(file, 0, SEEK_END)
        lseek(file, 0, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: max(0, Int(size)))
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        close(file)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    }
    var error = ""
    let output = capture(STDOUT_FILENO) { error = capture(STDERR_FILENO, body) }
    return (output, error)
}
