#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the list machinery writes its reports: standard error, never standard output.
///
/// A terminal host draws its screen on standard output, so a report printed there would
/// land in the middle of the picture (and `print` would leave it in a buffer until the
/// next flush). Standard error is unbuffered and can be redirected apart
/// (`cats 2>trellis.log`).
enum StandardError {
    /// Writes `line` and a newline to standard error, straight to the file descriptor
    /// (no buffer, no shared `FILE`).
    static func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return  // nowhere to report that reporting failed
                }
            }
        }
    }

    private static let writeBytes: @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { descriptor, bytes, count in
        #if canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Glibc.write(descriptor, bytes, count)
        #endif
    }
}
