#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a line to standard error: reports that must not mix with a host's output.
/// `package`: TrellisReactor reports unhandled effect errors the same way.
package func printToStandardError(_ message: String) {
    var line = message
    line.append("\n")
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
