// libFuzzer target: TrellisTerminal's InputDecoder on arbitrary bytes, as a terminal (or
// anything writing to its input) may send them. Built by Fuzz/run with Input/*.swift.
//
// The decoder must never trap, and must keep its promise that splitting the stream
// anywhere gives the same events: the input is decoded whole, then again in pieces cut
// where the input's first byte says. The one split that may differ by design is a read
// ending on a held Esc before a byte that cannot go on a sequence (Esc then x in two
// reads is two keys, Alt+x in one): a cut there moves one byte on.
import TrellisHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let all = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = all.first else { return 0 }
    let bytes = all.dropFirst()
    var whole = InputDecoder(maximumPasteLength: 64)
    var wholeEvents = whole.decode(bytes)
    wholeEvents += whole.flush()

    var split = InputDecoder(maximumPasteLength: 64)
    var splitEvents: [InputEvent] = []
    let step = Int(first % 7) + 1
    var index = bytes.startIndex
    while index < bytes.endIndex {
        var end = min(index + step, bytes.endIndex)
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "["), bytes[end] != UInt8(ascii: "O") {
            var probe = split
            _ = probe.decode(bytes[index..<end])
            guard probe.isHoldingEscape else { break }
            end += 1
        }
        splitEvents += split.decode(bytes[index..<end])
        index = end
    }
    splitEvents += split.flush()
    if wholeEvents != splitEvents {
        fatalError("pieces of \(step) bytes decode differently: \(wholeEvents) vs \(splitEvents) for \(Array(bytes))")
    }
    _ = whole.takeDropped()
    return 0
}
