import CatsAPI
import Foundation
import Testing
import TrellisShell
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The "Report a sighting" form through the terminal: Tab between fields, Enter reports,
/// each bad field is named and nothing is sent, a good report closes the form and is in the
/// Sightings list at once.
@MainActor
@Suite struct SightingFormScreenTests {
    /// Noon UTC on 2026-11-28.
    nonisolated static let noon = Date(timeIntervalSince1970: 1_795_867_200)
    static let utc = TimeZone(identifier: "UTC") ?? .current

    func lines(_ pilot: Pilot) -> [String] {
        pilot.frame()
        return pilot.screenLines
    }

    @Test func badFieldsAreNamedAndNothingIsSentThenAGoodReportIs() async {
        let fake = FakeCatsServices()
        let context = CatsContext.recording(fake.services)
        let screen = SightingFormScreen(
            breedID: 3, breedName: "American Bobtail", context: context, clock: { Self.noon }, timeZone: Self.utc)
        let pilot = Pilot.showing(screen, context: context, columns: 70, rows: 16)
        #expect(lines(pilot).contains { $0.contains("Report a sighting of American Bobtail") })
        #expect(lines(pilot).contains { $0.contains("Date:") && $0.contains("2026-11-28") }, "the date starts as today")

        pilot.press(.enter)
        #expect(await eventually { self.lines(pilot).contains { $0.contains("Place is empty: say where the cat was seen") } })
        pilot.press(.tab)  // the date
        pilot.press(.character("u"), modifiers: .control)
        pilot.type("2026-11-29")
        pilot.press(.tab, modifiers: .shift)  // the place
        pilot.type("Lisbon")
        pilot.press(.enter)
        #expect(await eventually { self.lines(pilot).contains { $0.contains("Date is in the future (today is 2026-11-28)") } })
        #expect(!lines(pilot).contains { $0.contains("Place is") }, "a fixed field is no longer named")
        #expect(fake.reports.withLockedValue { $0 }.isEmpty)

        pilot.press(.tab)
        pilot.press(.character("u"), modifiers: .control)
        pilot.type("2026-11-27")
        pilot.press(.tab)  // the note
        pilot.type("asleep on")
        pilot.press(.enter)  // a new line in the note, not a report
        pilot.type("a car roof")
        #expect(fake.reports.withLockedValue { $0 }.isEmpty, "Enter in the note starts a line")
        pilot.press(.tab)  // the Report button
        pilot.press(.enter)
        #expect(await eventually { fake.reports.withLockedValue { $0 }.count == 1 })
        let report = fake.reports.withLockedValue { $0 }.first
        #expect(report?.place == "Lisbon" && report?.seenOn == "2026-11-27")
        #expect(report?.note == "asleep on a car roof", "the note's lines are joined by spaces: the wire takes no line breaks")
        #expect(report?.reportedOn == "2026-11-28")
        pilot.stop()
    }

    /// The labels and the fields each share one set of constraints (Masonry's array
    /// `mas_makeConstraints:`): one column of labels, the fields beside them to the right
    /// edge, a row each under the title, at any width.
    @Test(arguments: [40, 70, 120])
    func theFieldsAreAColumnBesideTheLabelsAtAnyWidth(columns: Int) {
        let fake = FakeCatsServices()
        let context = CatsContext.recording(fake.services)
        let screen = SightingFormScreen(
            breedID: 3, breedName: "American Bobtail", context: context, clock: { Self.noon }, timeZone: Self.utc)
        let pilot = Pilot.showing(screen, context: context, columns: columns, rows: 16)
        pilot.frame()
        let form = screen.contentView
        let rows = SightingField.allCases
        let labels = rows.compactMap { form.fieldLabels[$0]?.frame }
        let fields = rows.compactMap { form.input($0)?.frame }
        #expect(labels.count == 3 && fields.count == 3)
        #expect(labels.allSatisfy { $0.minX == 1 && $0.width == SightingFormView.labelWidth && $0.height == 1 }, "\(labels)")
        #expect(fields.allSatisfy { $0.minX == 1 + SightingFormView.labelWidth && $0.maxX == form.bounds.width - 1 }, "\(fields)")
        #expect(zip(labels, fields).allSatisfy { $0.minY == $1.minY })
        #expect(labels.map(\.minY) == [form.titleLabel.frame.maxY + 1, form.titleLabel.frame.maxY + 2, form.titleLabel.frame.maxY + 3])
        #expect(fields[2].height == 3 && form.submitButton.frame.minY == fields[2].maxY, "the note is a three-row text area")
        #expect(form.hintLabel.frame.maxY == form.bounds.height)
        pilot.stop()
    }

    @Test func nOnTheDetailOpensTheFormAndTheRowIsThereAtOnce() async {
        let fake = FakeCatsServices()
        let context = CatsContext.recording(fake.services)
        let detail = CatDetailScreen(breedID: 3, context: context, clock: { Self.noon })
        let pilot = Pilot.showing(detail, context: context, columns: 70, rows: 20)
        #expect(await eventually { detail.detailReactor.currentState.breed.value != nil })
        #expect(pilot.app.keyBindingsInEffect.help.contains { $0.keys == "n" })
        pilot.press(.character("n"))
        #expect(detail.detailReactor.currentState.segment == .sightings, "Sightings is shown behind the form")
        #expect(await eventually { detail.detailReactor.currentState.sightings.value != nil })
        let before = detail.detailReactor.currentState.sightings.value?.count ?? 0
        #expect(detail.navigator?.topScreen is SightingFormScreen)
        pilot.type("Lisbon, Alfama")
        pilot.press(.enter)
        #expect(await eventually { detail.navigator?.topScreen === detail }, "the saved form closes")
        // The store's change reaches the detail on its event stream, before any server answer.
        #expect(await eventually { detail.detailReactor.currentState.sightings.value?.count == before + 1 })
        #expect(await eventually { self.lines(pilot).contains { $0.contains("Lisbon, Alfama") } })
        #expect(await eventually { self.lines(pilot).contains { $0.contains("Sightings (\(before + 1))") } })
        #expect(context.status.current?.text == "Reported a sighting at Lisbon, Alfama")
        pilot.stop()
    }
}
