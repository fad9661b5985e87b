import Testing
import TrellisViews

@Suite struct KeyHelpTests {
    let hints = [KeyHelp("Enter", "open"), KeyHelp("f", "favorite or not"), KeyHelp("r", "reload"), KeyHelp("?", "help")]
    let isHelp: (KeyHelp) -> Bool = { $0.keys == "?" }

    @Test func aLineIsEachKeyAndWhatItDoesJoined() {
        #expect(hints.line() == "Enter open  f favorite or not  r reload  ? help")
        #expect([KeyHelp("q", "quit")].line(separator: " · ") == "q quit")
        #expect([KeyHelp]().line().isEmpty)
    }

    @Test func whatDoesNotFitIsLeftOutWholeAndALaterShorterOneMayStillFit() {
        // "Enter open  r reload  ? help" is 28 cells; with "f favorite or not" it is 47.
        #expect(hints.fitting(width: 28, keeping: isHelp).line() == "Enter open  r reload  ? help")
        #expect(hints.fitting(width: 47, keeping: isHelp) == hints)
        #expect(hints.fitting(width: 27, keeping: isHelp).line() == "Enter open  ? help")
    }

    @Test func keptHintsStayWhateverTheWidthAndNothingElseIsCut() {
        #expect(hints.fitting(width: 3, keeping: isHelp).line() == "? help")
        #expect(hints.fitting(width: 3).isEmpty, "without a kept hint nothing fits in 3 cells")
        for width in 0...60 {
            let line = hints.fitting(width: Double(width), keeping: isHelp).line()
            #expect(CharacterWidth.of(line) <= max(width, 6), "width \(width): \(line)")
        }
    }

    @Test func wideCharactersCountTwoCells() {
        let wide = [KeyHelp("猫", "cat"), KeyHelp("q", "quit")]
        #expect(wide.fitting(width: 6).line() == "猫 cat")
        #expect(wide.fitting(width: 5).isEmpty, "猫 cat is 6 cells, and q quit alone is 6 too")
    }
}
