import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accepted nonces of ``ServerNonceLedger``, appended to files in a folder beside the
/// database (`<database>-nonces/`), so a restart forgets none.
///
/// A nonce goes into the segment of its expiry's minute (`<minute>.log`: every nonce in it
/// expires within that minute), so a segment whose minute has passed holds only expired
/// nonces and is deleted whole; nothing is ever rewritten. A record is the nonce's length
/// (one byte), its UTF-8 bytes, its expiry (8 bytes, little-endian) and a checksum of those
/// (4 bytes, FNV-1a). An append is one `write(2)`: once it returns, the record survives the
/// process being killed (it is in the kernel's page cache), as a SQLite commit with
/// `synchronous = NORMAL` does; a power cut may lose the last ones.
///
/// Reading a segment back stops at its first record that is cut short or fails its checksum
/// (a write the process was killed in the middle of: its request never ran), and cuts the
/// segment there so the next append starts on a record's boundary.
///
/// ``ServerNonceLedger`` calls it under its lock only, which is what makes it `Sendable`:
/// its open descriptors are read and written nowhere else.
final class NonceLog: @unchecked Sendable {
    /// The folder of segments.
    let folder: String
    /// The open segments' descriptors, by minute.
    private var descriptors: [Int64: Int32] = [:]

    /// Seconds in a segment.
    static let segmentSeconds: Int64 = 60

    /// One nonce read back.
    struct Record: Equatable {
        let nonce: String
        let expiry: Int64
    }

    /// What ``open(folder:)`` read back, and what it had to cut.
    struct Contents {
        var records: [Record] = []
        /// Segments cut at a damaged record, each with the bytes dropped.
        var cut: [(segment: String, droppedBytes: Int)] = []
    }

    /// Why the log could not be read or written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private init(folder: String) {
        self.folder = folder
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    /// Opens the log in `folder` (created if missing) and reads back every record, cutting
    /// each segment at its first damaged record; files not named like a segment are left alone.
    static func open(folder: String) throws(Failure) -> (log: NonceLog, contents: Contents) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the nonce log folder \(folder): \(error)")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw Failure(description: "cannot list the nonce log folder \(folder): \(error)")
        }
        var contents = Contents()
        for name in names.sorted() where minute(ofSegment: name) != nil {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "cannot read the nonce log segment \(path)")
            }
            let (records, goodLength) = parse([UInt8](data))
            contents.records += records
            if goodLength < data.count {
                guard truncate(path, off_t(goodLength)) == 0 else {
                    throw Failure(description: "cannot cut the damaged end of \(path): \(String(cString: strerror(errno)))")
                }
                contents.cut.append((name, data.count - goodLength))
            }
        }
        return (NonceLog(folder: folder), contents)
    }

    /// The minute a segment's file name names (`<minute>.log`), or nil for any other name.
    static func minute(ofSegment name: String) -> Int64? {
        guard name.hasSuffix(".log") else { return nil }
        return Int64(name.dropLast(4))
    }

    /// The minute whose segment holds a nonce that expires at `expiry`.
    static func minute(of expiry: Int64) -> Int64 {
        expiry >= 0 ? expiry / segmentSeconds : (expiry + 1) / segmentSeconds - 1
    }

    /// The records at the start of `bytes`, and how many bytes they take: reading stops at
    /// the first record cut short or failing its checksum.
    static func parse(_ bytes: [UInt8]) -> (records: [Record], length: Int) {
        var records: [Record] = []
        var offset = 0
        while offset < bytes.count {
            let length = Int(bytes[offset])
            let end = offset + 1 + length + 8 + 4
            guard length > 0, end <= bytes.count else { break }
            let body = bytes[offset..<(end - 4)]
            let stored = bytes[(end - 4)..<end].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard checksum(body) == stored, let nonce = String(validating: bytes[(offset + 1)..<(offset + 1 + length)], as: UTF8.self)
            else { break }
            let expiry = bytes[(offset + 1 + length)..<(end - 4)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            records.append(Record(nonce: nonce, expiry: Int64(bitPattern: expiry)))
            offset = end
        }
        return (records, offset)
    }

    /// The bytes of one record; nil for a nonce of no bytes or more than 255.
    static func encode(_ nonce: String, expiry: Int64) -> [UInt8]? {
        let utf8 = Array(nonce.utf8)
        guard (1...255).contains(utf8.count) else { return nil }
        var bytes = [UInt8(utf8.count)] + utf8
        bytes.reserveCapacity(bytes.count + 12)
        var expiryBits = UInt64(bitPattern: expiry)
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: expiryBits))
            expiryBits >>= 8
        }
        var sum = checksum(bytes[...])
        for _ in 0..<4 {
            bytes.append(UInt8(truncatingIfNeeded: sum))
            sum >>= 8
        }
        return bytes
    }

    /// FNV-1a, 32 bits: catches a record cut or overwritten, not an attacker (the folder is the server's).
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }

    /// Appends `bytes` (records ``encode(_:expiry:)`` made, all of one minute) to that minute's
    /// segment in one write.
    func append(_ bytes: [UInt8], minute: Int64) throws(Failure) {
        let descriptor: Int32
        if let open = descriptors[minute] {
            descriptor = open
        } else {
            let path = folder + "/\(minute).log"
            let opened = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard opened >= 0 else { throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
            descriptors[minute] = opened
            descriptor = opened
        }
        // Where the record starts: a write that fails halfway is cut back to it, so the
        // segment never holds a torn record before good ones.
        let start = lseek(descriptor, 0, SEEK_END)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                if start >= 0 { _ = ftruncate(descriptor, start) }
                throw Failure(description: "cannot write the nonce log segment \(minute).log: \(reason)")
            }
            written += result
        }
    }

    /// Deletes the segments of minutes before `minute` (every nonce in them has expired).
    func deleteSegments(before minute: Int64) {
        for (open, descriptor) in descriptors where open < minute {
            close(descriptor)
            descriptors[open] = nil
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            if let segment = Self.minute(ofSegment: name), segment < minute { unlink(folder + "/" + name) }
        }
    }
}
