import Testing
import TrellisHost
import TrellisViews

@testable import TrellisWeb

/// The frame messages: everything on the first, then only the cells that differ, each
/// style once, wide characters and JSON's special characters intact.
@Suite struct FrameEncoderTests {
    func text(_ message: [UInt8]?) -> String? { message.map { String(decoding: $0, as: UTF8.self) } }

    func buffer(_ rows: [String], columns: Int, style: Style = .plain) -> CellBuffer {
        var buffer = CellBuffer(width: columns, height: rows.count)
        for (y, row) in rows.enumerated() {
            var x = 0
            for character in row {
                let wide = character == "猫"
                buffer.set(Cell(character, width: wide ? 2 : 1, style: style), x: x, y: y)
                x += wide ? 2 : 1
            }
        }
        return buffer
    }

    @Test func theFirstFrameClearsAndSendsEveryCellButBlanks() {
        var encoder = FrameEncoder(columns: 6, rows: 2, encoding: .json)
        let message = encoder.encode(buffer(["Cats", "  ok"], columns: 6), spans: [], cursor: nil)
        #expect(
            text(message)
                == #"{"t":"frame","cols":6,"rows":2,"clear":true,"styles":[[0,null,null,0]],"runs":[[0,0,"Cats",0],[1,2,"ok",0]],"cursor":null}"#
        )
        #expect(encoder.encode(buffer(["Cats", "  ok"], columns: 6), spans: [0..<6, 0..<6], cursor: nil) == nil, "nothing changed")
    }

    @Test func laterFramesSendOnlyTheCellsThatDifferEachStyleOnce() {
        var encoder = FrameEncoder(columns: 8, rows: 1, encoding: .json)
        _ = encoder.encode(buffer(["Cats 12"], columns: 8), spans: [], cursor: nil)
        let bold = Style(foreground: .rgb(red: 255, green: 204, blue: 0), bold: true)
        var next = buffer(["Cats 13"], columns: 8)
        next.set(Cell("★", style: bold), x: 7, y: 0)
        #expect(
            text(encoder.encode(next, spans: [0..<8], cursor: (x: 2, y: 0)))
                == ##"{"t":"frame","cols":8,"rows":1,"clear":false,"styles":[[1,"#ffcc00",null,1]],"runs":[[0,6,"3",0],[0,7,"★",1]],"cursor":[2,0]}"##
        )
        next.set(Cell("☆", style: bold), x: 7, y: 0)
        #expect(
            text(encoder.encode(next, spans: [7..<8], cursor: (x: 2, y: 0)))
                == #"{"t":"frame","cols":8,"rows":1,"clear":false,"styles":[],"runs":[[0,7,"☆",1]],"cursor":[2,0]}"#,
            "the style was sent once")
        #expect(
            text(encoder.encode(next, spans: [], cursor: nil))
                == #"{"t":"frame","cols":8,"rows":1,"clear":false,"styles":[],"runs":[],"cursor":null}"#, "the caret moved")
    }

    @Test func aWideCharacterGoesWithItsSecondCellAndSpecialCharactersAreEscaped() {
        var encoder = FrameEncoder(columns: 6, rows: 1, encoding: .json)
        _ = encoder.encode(buffer([""], columns: 6), spans: [], cursor: nil)
        let message = text(encoder.encode(buffer(["猫\"\\"], columns: 6), spans: [1..<6], cursor: nil))
        #expect(message?.contains(#"[0,0,"猫\u0000\"\\",0]"#) == true, "\(message ?? "nil")")
    }

    @Test func aResizeOrAReloadSendsEverythingAgainAndAReloadEveryStyle() {
        var encoder = FrameEncoder(columns: 4, rows: 1, encoding: .json)
        _ = encoder.encode(buffer(["ab"], columns: 4), spans: [], cursor: nil)
        encoder.resize(columns: 3, rows: 1)
        #expect(text(encoder.encode(buffer(["ab"], columns: 3), spans: [], cursor: nil))?.contains(#""clear":true,"styles":[]"#) == true)
        encoder.restart()
        #expect(text(encoder.encode(buffer(["ab"], columns: 3), spans: [], cursor: nil))?.contains(#""clear":true,"styles":[[0,"#) == true)
    }

    @Test func colorsAreWrittenAsThePageReadsThem() {
        #expect(FrameOutput.json(nil) == "null")
        #expect(FrameOutput.json(.hostDefault) == #""d""#)
        #expect(FrameOutput.json(.red) == #""a1""#)
        #expect(FrameOutput.json(.palette(208)) == #""p208""#)
        #expect(FrameOutput.json(.rgb(red: 1, green: 171, blue: 255)) == ##""#01abff""##)
    }
}
