import TrellisHost
import TrellisViews

/// Turns the bytes a terminal sends into `InputEvent` values, a few bytes at a time.
///
/// Terminal input is a byte stream in which one key may take several bytes (UTF-8,
/// `ESC [ 1 ; 5 A` for Ctrl-Up) and a read may end in the middle of one. The decoder
/// keeps what it has not finished and picks up where the next read starts, so
/// splitting the stream anywhere gives the same events, with one exception below.
///
/// A lone Esc is ambiguous (it also starts every sequence and, before a key, means Alt
/// with it): the decoder holds it until more bytes arrive or the caller, after a short
/// quiet period, calls ``flush()``. Each ``decode(_:)`` call is taken to be one read:
/// `ESC x` within one read is Alt+x (how terminals send it, in one write), but an Esc
/// that ended one read and an `x` that starts the next are Esc, then x (a person's two
/// presses, however quick). Only `[` and `O` after a held Esc go on as a sequence split
/// across reads. This is the exception to splitting anywhere: a split between Esc and
/// the key of an Alt chord reads as the two keys.
/// Bytes it cannot make sense of — invalid UTF-8, unknown or over-long sequences — are
/// never fatal: it drops them, records them in ``dropped``, and resynchronises at the
/// next byte that can start something.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5".utf8))   // []: waiting
/// decoder.decode(Array("A".utf8))            // [.key(KeyEvent(.up, modifiers: .control))]
/// if decoder.isWaitingForMore { /* after 25 ms of quiet: */ _ = decoder.flush() }
/// ```
public struct InputDecoder: Sendable {
    /// The longest escape sequence accepted; longer ones are dropped up to their final byte.
    public static let maximumSequenceLength = 64

    /// The largest ``maximumPasteLength`` allowed: 1 GiB.
    public static let pasteLengthLimit = 1 << 30

    /// The most bytes one paste keeps; the rest is dropped (and reported).
    ///
    /// Must be from 0 to ``pasteLengthLimit``; anything else is a programming error and
    /// traps with a message saying what is allowed.
    public var maximumPasteLength: Int {
        didSet { InputDecoder.checkPasteLength(maximumPasteLength) }
    }

    /// Input dropped since the last ``takeDropped()``, oldest first (at most 32 kept).
    public private(set) var dropped: [DroppedInput] = []

    /// The terminal's answers to the app's queries since the last ``takeReports()``, oldest
    /// first (at most ``maximumPendingReports`` kept: a terminal that answers what nobody
    /// asked cannot grow the list). They are not input: no `InputEvent` comes of them.
    public private(set) var reports: [TerminalReport] = []

    /// The most answers ``reports`` keeps between two ``takeReports()``.
    public static let maximumPendingReports = 16

    enum State: Sendable {
        case ground
        case escape
        case csi
        case ss3
        case utf8(remaining: Int)
        case paste
        /// Swallowing an over-long sequence up to its final byte.
        case discarding
    }

    var state = State.ground
    /// The bytes of the sequence in progress, its introducer included.
    var pending: [UInt8] = []
    var pasteBuffer: [UInt8] = []
    var pasteOverflow = 0
    /// Whether the character being read came after an Esc (Alt with a non-ASCII key).
    var altPending = false

    /// A decoder with nothing pending.
    ///
    /// - Parameter maximumPasteLength: The most bytes one paste keeps, from 0 to
    ///   ``pasteLengthLimit`` (1 MiB by default); a negative or larger limit traps here,
    ///   saying what is allowed, rather than deep inside ``decode(_:)``.
    public init(maximumPasteLength: Int = 1 << 20) {
        InputDecoder.checkPasteLength(maximumPasteLength)
        self.maximumPasteLength = maximumPasteLength
    }

    static func checkPasteLength(_ length: Int) {
        precondition(
            (0...pasteLengthLimit).contains(length),
            "InputDecoder maximumPasteLength must be 0...\(pasteLengthLimit) bytes (at most 1 GiB), not \(length)")
    }

    /// Whether a sequence is unfinished and more bytes (or ``flush()``) are needed.
    /// A paste in progress does not count: it waits for its end marker however long.
    public var isWaitingForMore: Bool {
        switch state {
        case .escape, .csi, .ss3, .utf8: return true
        case .ground, .paste, .discarding: return false
        }
    }

    /// Decodes `bytes`, continuing any sequence left unfinished by the last call.
    ///
    /// - Returns: The events completed by these bytes, in order.
    /// - Complexity: O(*n*) for *n* bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        var isFirst = true
        for byte in bytes {
            if isFirst { endHeldEscape(before: byte, into: &events) }
            isFirst = false
            consume(byte, into: &events)
        }
        return events
    }

    /// Whether the last read ended on an Esc the decoder holds (see ``decode(_:)``).
    var isHoldingEscape: Bool {
        if case .escape = state { return true }
        return false
    }

    /// An Esc that ended the last read, followed in this one by a byte that cannot go on
    /// a sequence, was the Esc key: a terminal writes Alt+x as `ESC x` in one go, so the
    /// two arrive in one read, while a person's Esc and then x are two writes. Reading
    /// them as Alt+x swallowed both keys whenever x came within the escape timeout.
    /// `[` and `O` still continue a sequence split across reads (a slow link).
    mutating func endHeldEscape(before byte: UInt8, into events: inout [InputEvent]) {
        guard isHoldingEscape, byte != UInt8(ascii: "["), byte != UInt8(ascii: "O") else { return }
        events.append(.key(KeyEvent(.escape)))
        state = .ground
        pending = []
    }

    /// Finishes what is pending after a quiet period: a held Esc becomes the Esc key, and
    /// the bytes of an unfinished sequence after it are read as typed keys.
    ///
    /// - Returns: The events that flushing completes; empty when nothing was pending.
    public mutating func flush() -> [InputEvent] {
        switch state {
        case .escape:
            state = .ground
            pending = []
            return [.key(KeyEvent(.escape))]
        case .csi, .ss3:
            let rest = pending.dropFirst()
            state = .ground
            pending = []
            return [.key(KeyEvent(.escape))] + decode(rest)
        case .utf8:
            drop(.invalidUTF8)
            altPending = false
            state = .ground
            return []
        case .ground, .paste, .discarding:
            return []
        }
    }

    /// Returns the dropped input recorded so far and forgets it.
    public mutating func takeDropped() -> [DroppedInput] {
        defer { dropped = [] }
        return dropped
    }

    /// Returns the terminal's answers recorded so far and forgets them.
    public mutating func takeReports() -> [TerminalReport] {
        defer { reports = [] }
        return reports
    }

    // MARK: - The state machine

    mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            afterEscape(byte, into: &events)
        case .csi:
            inCSI(byte, into: &events)
        case .ss3:
            inSS3(byte, into: &events)
        case .utf8(let remaining):
            inUTF8(byte, remaining: remaining, into: &events)
        case .paste:
            inPaste(byte, into: &events)
        case .discarding:
            if byte == 0x1B {
                state = .ground
                ground(byte, into: &events)
            } else if (0x40...0x7E).contains(byte) {
                state = .ground
            }
        }
    }

    mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
            pending = [byte]
        case 0x00..<0x20, 0x7F:
            events.append(.key(InputDecoder.controlKey(byte)))
        case 0x20..<0x7F:
            events.append(.key(KeyEvent(.character(Character(Unicode.Scalar(byte))))))
        case 0xC2...0xDF:
            beginUTF8(byte, remaining: 1)
        case 0xE0...0xEF:
            beginUTF8(byte, remaining: 2)
        case 0xF0...0xF4:
            beginUTF8(byte, remaining: 3)
        default:
            dropped(.invalidUTF8, bytes: [byte])
        }
    }

    mutating func beginUTF8(_ byte: UInt8, remaining: Int) {
        state = .utf8(remaining: remaining)
        pending = [byte]
    }

    mutating func inUTF8(_ byte: UInt8, remaining: Int, into events: inout [InputEvent]) {
        guard (0x80...0xBF).contains(byte) else {
            drop(.invalidUTF8)
            altPending = false
            state = .ground
            ground(byte, into: &events)
            return
        }
        pending.append(byte)
        if remaining > 1 {
            state = .utf8(remaining: remaining - 1)
            return
        }
        state = .ground
        if let text = String(validating: pending, as: UTF8.self), let character = text.first {
            events.append(.key(KeyEvent(.character(character), modifiers: altPending ? .alt : [])))
            pending = []
        } else {
            drop(.invalidUTF8)
        }
        altPending = false
    }

    mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .csi
            pending.append(byte)
        case UInt8(ascii: "O"):
            state = .ss3
            pending.append(byte)
        case 0x1B:
            events.append(.key(KeyEvent(.escape)))
            pending = [byte]
        case 0x00..<0x80:
            // Esc then a key is how terminals send Alt with it.
            state = .ground
            pending = []
            var inner: [InputEvent] = []
            ground(byte, into: &inner)
            for case .key(var event) in inner {
                event.modifiers.insert(.alt)
                events.append(.key(event))
            }
        case 0xC2...0xF4:
            // Esc then a non-ASCII character: Alt with it.
            state = .ground
            ground(byte, into: &events)
            altPending = true
        default:
            events.append(.key(KeyEvent(.escape)))
            state = .ground
            pending = []
            ground(byte, into: &events)
        }
    }

    mutating func inCSI(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x20...0x3F:
            pending.append(byte)
            if pending.count > InputDecoder.maximumSequenceLength {
                drop(.sequenceTooLong)
                state = .discarding
            }
        case 0x40...0x7E:
            pending.append(byte)
            state = .ground
            switch InputDecoder.csiMeaning(pending) {
            case .event(let event):
                pending = []
                events.append(event)
            case .ignored:
                pending = []
            case .report(let report):
                pending = []
                if reports.count < InputDecoder.maximumPendingReports { reports.append(report) }
            case .pasteStart:
                pending = []
                state = .paste
                pasteBuffer = []
                pasteOverflow = 0
            case .unknown:
                drop(.unknownSequence)
            }
        default:
            // A control byte or Esc inside a sequence: the sequence was cut short.
            drop(.unknownSequence)
            state = .ground
            ground(byte, into: &events)
        }
    }

    mutating func inSS3(_ byte: UInt8, into events: inout [InputEvent]) {
        pending.append(byte)
        switch byte {
        case 0x30...0x39 where pending.count < 6:
            return  // a modifier parameter (`ESC O 5 A`, sent by a few terminals)
        case 0x40...0x7E:
            state = .ground
            let modifiers = pending.count > 3 ? KeyModifiers(xtermParameter: Int(pending[2] - 0x30)) : []
            if let key = InputDecoder.finalKey(byte) {
                events.append(.key(KeyEvent(key, modifiers: modifiers)))
                pending = []
            } else {
                drop(.unknownSequence)
            }
        default:
            pending.removeLast()
            drop(.unknownSequence)
            state = .ground
            ground(byte, into: &events)
        }
    }

    static let pasteEndMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    mutating func inPaste(_ byte: UInt8, into events: inout [InputEvent]) {
        pasteBuffer.append(byte)
        let marker = InputDecoder.pasteEndMarker
        if byte == marker.last!, pasteBuffer.count >= marker.count, pasteBuffer.suffix(marker.count).elementsEqual(marker) {
            pasteBuffer.removeLast(marker.count)
            events.append(.paste(InputDecoder.pastedText(pasteBuffer)))
            if pasteOverflow > 0 {
                dropped(.pasteTooLong, bytes: [], count: pasteOverflow)
            }
            pasteBuffer = []
            pasteOverflow = 0
            state = .ground
        } else if pasteBuffer.count >= maximumPasteLength + marker.count {
            // Keep the tail, where the end marker will appear; count what goes.
            pasteBuffer.remove(at: maximumPasteLength)
            pasteOverflow += 1
        }
    }

    /// Pasted bytes as text, with the terminal's carriage returns read as newlines.
    static func pastedText(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.replacingCRLF()
    }

    // MARK: - Dropping

    mutating func drop(_ reason: DroppedInput.Reason) {
        dropped(reason, bytes: pending)
        pending = []
    }

    mutating func dropped(_ reason: DroppedInput.Reason, bytes: [UInt8], count: Int? = nil) {
        if dropped.count == 32 { dropped.removeFirst() }
        dropped.append(DroppedInput(bytes: bytes, count: count ?? bytes.count, reason: reason))
    }
}

extension String {
    /// `\r\n` and `\r` as `\n`.
    func replacingCRLF() -> String {
        guard utf8.contains(0x0D) else { return self }
        var result = ""
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                previousWasCR = true
            } else {
                if !(scalar == "\n" && previousWasCR) { result.unicodeScalars.append(scalar) }
                previousWasCR = false
            }
        }
        return result
    }
}

/// An answer a terminal sent to a query an app wrote to it, read from the input stream
/// beside the keys (``InputDecoder/reports``).
public enum TerminalReport: Hashable, Sendable {
    /// DECRPM (`CSI ? mode ; setting $ y`), the answer to DECRQM (`CSI ? mode $ p`):
    /// whether the terminal knows a private mode, and how it is set.
    case privateMode(Int, ModeSetting)

    /// How a terminal says a mode is set, in DECRPM's numbering.
    public enum ModeSetting: Int, Hashable, Sendable {
        /// The terminal does not know the mode.
        case notRecognized = 0
        /// The mode is on.
        case set = 1
        /// The mode is off, and can be switched on.
        case reset = 2
        /// The mode is on for good.
        case permanentlySet = 3
        /// The mode is off for good.
        case permanentlyReset = 4

        /// Whether the terminal has the mode and an app may switch it on.
        public var canBeSet: Bool { self == .set || self == .reset || self == .permanentlySet }
    }
}

/// Input the decoder could not read and skipped.
public struct DroppedInput: Hashable, Sendable, CustomStringConvertible {
    /// Why it was dropped.
    public enum Reason: Hashable, Sendable {
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// An escape sequence the decoder does not know, or one cut short.
        case unknownSequence
        /// An escape sequence longer than ``InputDecoder/maximumSequenceLength``.
        case sequenceTooLong
        /// Paste beyond ``InputDecoder/maximumPasteLength``.
        case pasteTooLong
    }

    /// The dropped bytes (the first ones of an over-long sequence; none for an over-long paste).
    public var bytes: [UInt8]
    /// How many bytes were dropped.
    public var count: Int
    /// Why they were dropped.
    public var reason: Reason

    /// `unknownSequence: ESC [ ? 1 u`.
    public var description: String {
        let shown = bytes.map { byte -> String in
            switch byte {
            case 0x1B: return "ESC"
            case 0x21...0x7E: return String(UnicodeScalar(byte))
            default: return "0x" + String(byte, radix: 16)
            }
        }
        return "\(reason) (\(count) bytes): " + shown.joined(separator: " ")
    }
}
