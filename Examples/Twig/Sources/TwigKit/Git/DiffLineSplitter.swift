/// Cuts a diff's bytes into classified lines as they arrive, a line cut between two reads
/// kept until it ends; at most `maximumLines` lines, and a line's first 4 KiB (a minified
/// file's one line of a megabyte shows as its start).
struct DiffLineSplitter {
    /// The reason a diff stopped being read.
    static let cut = "the diff is longer than twig shows"
    /// The longest line kept, in bytes.
    static let maximumLineLength = 4096

    let maximumLines: Int
    private(set) var count = 0
    private var pending: [UInt8] = []
    private var pendingIsLong = false
    private var inHunk = false

    init(maximumLines: Int) { self.maximumLines = maximumLines }

    /// Whether no more lines are taken.
    var isFull: Bool { count >= maximumLines }

    /// The lines `bytes` ends.
    mutating func take(_ bytes: UnsafeRawBufferPointer) -> [DiffLine] {
        var lines: [DiffLine] = []
        for byte in bytes {
            guard !isFull else { break }
            if byte == 0x0A {
                lines.append(line())
            } else if pending.count < Self.maximumLineLength {
                pending.append(byte)
            } else {
                pendingIsLong = true
            }
        }
        return lines
    }

    /// The last line, when the diff does not end with a newline.
    mutating func finish() -> [DiffLine] {
        pending.isEmpty || isFull ? [] : [line()]
    }

    private mutating func line() -> DiffLine {
        var text = String(decoding: pending, as: UTF8.self)
        if pendingIsLong { text += " …" }
        pending.removeAll(keepingCapacity: true)
        pendingIsLong = false
        count += 1
        let line = DiffLine.classify(text, inHunk: inHunk)
        switch line.kind {
        case .file: inHunk = false
        case .hunk: inHunk = true
        default: break
        }
        return line
    }
}
