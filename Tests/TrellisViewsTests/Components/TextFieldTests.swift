import Testing
import TrellisViews

@MainActor
@Suite("TextField")
struct TextFieldTests {
    func field(_ text: String = "", width: Double = 6) -> TextField {
        let field = TextField(text: text, placeholder: "name")
        field.frame = Rect(x: 0, y: 0, width: width, height: 1)
        field.layoutIfNeeded()
        return field
    }

    @Test("an empty field shows its placeholder, dim; typing replaces it")
    func placeholder() {
        let field = field()
        #expect(field.textLabel.text == "name")
        #expect(field.textLabel.style.dim == true)
        field.edit { $0.insert("Tom") }
        #expect(field.textLabel.text == "Tom")
        #expect(field.insertionColumn == 3)
    }

    @Test("a long text scrolls so the insertion point and the cell after it show")
    func scrollsSideways() {
        let field = field("abcdefghij")
        #expect(field.textLabel.text == "fghij")
        #expect(field.insertionColumn == 5)
        field.edit { $0.moveToStart() }
        #expect(field.textLabel.text == "abcdef")
        #expect(field.insertionColumn == 0)
        field.edit { $0.moveToEnd() }
        field.edit { $0.deleteToStart() }
        #expect(field.textLabel.text == "name")
        #expect(field.firstVisibleIndex == 0)
    }

    @Test("wide characters count two columns and are never cut in half")
    func wideCharacters() {
        let field = field("猫の名前です")
        #expect(field.textLabel.text == "です")  // "前です" is 6 columns; the point needs a 7th
        #expect(field.insertionColumn == 4)
        field.edit { $0.moveBackward() }
        #expect(field.insertionColumn == 2)
        field.edit { $0.moveToStart() }
        #expect(field.textLabel.text == "猫の名")
        field.edit { $0.moveForward() }
        #expect(field.insertionColumn == 2)
    }

    @Test("combining characters take no column of their own")
    func combining() {
        let field = field("e\u{301}te\u{301}")
        #expect(field.insertionColumn == 3)
        #expect(field.textLabel.text == "e\u{301}te\u{301}")
    }

    @Test("secure entry shows a bullet per character and keeps the text")
    func secure() {
        let field = field("s3cr3t猫", width: 20)
        field.isSecure = true
        #expect(field.textLabel.text == "•••••••")
        #expect(field.text == "s3cr3t猫")
        #expect(field.insertionColumn == 7)
    }

    @Test("edits report the new text; setting text (state flowing in) does not")
    func binding() {
        let field = field()
        var reported: [String] = []
        field.onChange = { reported.append($0) }
        field.text = "from state"
        field.edit { $0.insert("!") }
        field.edit { $0.moveBackward() }  // no change, no report
        #expect(reported == ["from state!"])
        #expect(field.text == "from state!")
    }

    @Test("a paste past the length limit is cut to it and says so; a key into a full field inserts nothing")
    func theLengthLimitCutsPastes() {
        let field = field("ab")
        field.maximumLength = 6
        var announced: [String] = []
        var changes: [String] = []
        field.announcementHandler = { announced.append($0) }
        field.onChange = { changes.append($0) }
        field.edit { $0.moveToStart() }
        #expect(field.handlePaste("1\n2345"))  // the line break is dropped before counting
        #expect(field.text == "1234ab")
        #expect(field.editing.insertionPoint == 4)
        #expect(announced == ["Cut: 1 characters left out, the field holds 6"])
        #expect(field.handleKey(KeyEvent(.character("z"))))  // taken, so no shortcut fires
        #expect(field.text == "1234ab")
        #expect(announced.last == "Not inserted: the field is full (6 characters)")
        #expect(changes == ["1234ab"])
        field.text = "the app's own state is not cut"
        #expect(field.text == "the app's own state is not cut")
    }

    @Test("a 32 KiB paste leaves the default limit's 4,096 characters")
    func theDefaultLimitBoundsAHugePaste() {
        let field = field()
        _ = field.handlePaste(String(repeating: "猫x", count: 16_384))
        #expect(field.maximumLength == 4_096)
        #expect(field.editing.count == 4_096)
        #expect(field.insertionColumn <= 6)
    }
}
