import Testing
import TrellisHost
import TrellisViews

@testable import TrellisWeb

/// Linked cells carry their target as the fifth field of their run, only for `http`,
/// `https` and `mailto`; a changed target is sent again.
@Suite struct FrameEncoderLinkTests {
    func text(_ message: [UInt8]?) -> String? { message.map { String(decoding: $0, as: UTF8.self) } }

    /// "see docs now" with "docs" linked to `target`.
    func linked(_ target: String, columns: Int = 14) -> CellBuffer {
        var buffer = CellBuffer(width: columns, height: 1)
        for (x, character) in "see docs now".enumerated() { buffer.set(Cell(character), x: x, y: 0) }
        for x in 4..<8 { buffer.setLink(target, x: x, y: 0) }
        return buffer
    }

    @Test func aLinkedRunCarriesItsTarget() {
        var encoder = FrameEncoder(columns: 14, rows: 1, encoding: .json)
        let message = text(encoder.encode(linked("https://swift.org/docs"), spans: [], cursor: nil))
        #expect(
            message?.contains(#""runs":[[0,0,"see",0],[0,4,"docs",0,"https://swift.org/docs"],[0,9,"now",0]]"#) == true,
            "\(message ?? "nil")")
    }

    @Test func aChangedTargetIsSentAgainAndAnUnchangedOneIsNot() {
        var encoder = FrameEncoder(columns: 14, rows: 1, encoding: .json)
        _ = encoder.encode(linked("https://a.example"), spans: [], cursor: nil)
        #expect(encoder.encode(linked("https://a.example"), spans: [0..<14], cursor: nil) == nil)
        let message = text(encoder.encode(linked("mailto:b@example.org"), spans: [0..<14], cursor: nil))
        #expect(message?.contains(#""runs":[[0,4,"docs",0,"mailto:b@example.org"]]"#) == true, "\(message ?? "nil")")
    }

    @Test func aLinkThatGoesIsSentAsPlainText() {
        var encoder = FrameEncoder(columns: 14, rows: 1, encoding: .json)
        _ = encoder.encode(linked("https://a.example"), spans: [], cursor: nil)
        var plain = CellBuffer(width: 14, height: 1)
        for (x, character) in "see docs now".enumerated() { plain.set(Cell(character), x: x, y: 0) }
        #expect(text(encoder.encode(plain, spans: [0..<14], cursor: nil))?.contains(#""runs":[[0,4,"docs",0]]"#) == true)
    }

    @Test(
        arguments: [
            "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "file:///etc/passwd", "vbscript:x",
            "//evil.example", "no-scheme", "",
        ])
    func unsafeSchemesAreSentAsPlainText(_ target: String) {
        var encoder = FrameEncoder(columns: 14, rows: 1, encoding: .json)
        let message = text(encoder.encode(linked(target), spans: [], cursor: nil))
        #expect(message?.contains(#""runs":[[0,0,"see docs now",0]]"#) == true, "\(target): \(message ?? "nil")")
    }

    @Test func controlCharactersLeaveTheTargetAndQuotesAreEscaped() {
        var encoder = FrameEncoder(columns: 14, rows: 1, encoding: .json)
        let message = text(encoder.encode(linked("https://x.example/\u{0}\u{1B}\"</a>\u{85}"), spans: [], cursor: nil))
        #expect(message?.contains(#"[0,4,"docs",0,"https://x.example/\"</a>"]"#) == true, "\(message ?? "nil")")
    }
}
