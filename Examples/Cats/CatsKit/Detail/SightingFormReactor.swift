import CatsAPI
import Foundation
import TrellisData
import TrellisReactor
import TrellisViews

/// The form's logic: TrellisReactor's `FormReactor`; `Builder<SightingReport>` makes the report or
/// names every bad field (`seen_on` is the date), ``CatsSightings`` saves it.
public typealias SightingFormReactor = FormReactor<SightingField, Sighting>

extension FormReactor where Field == SightingField, Output == Sighting {
    /// A form for a sighting of `breedID`: the date starts as today on `clock`, the rest as `draft` left it.
    public convenience init(
        breedID: Int64, sightings: any CatsSightings, clock: @escaping @Sendable () -> Date, timeZone: TimeZone = .current,
        draft: [SightingField: String] = [:]
    ) {
        let today: @Sendable () -> String = { Self.day(clock(), in: timeZone) }
        self.init(
            text: [.date: today()].merging(draft) { _, left in left },
            validate: { form in Self.problems { () throws(BuildError) in try Self.report(form, today: today()) } },
            submit: { form in try await sightings.report(try Self.report(form, today: today()), of: breedID) })
    }

    /// The report the form makes (the note's lines joined by spaces: the wire takes no control characters), or the error.
    nonisolated static func report(_ form: FormState<SightingField>, today: String) throws(BuildError) -> SightingReport {
        try Builder<SightingReport>().with(\.reportID, UUID().uuidString).with(\.place, form[.place]).with(\.seenOn, form[.date])
            .with(\.note, form[.note].replacingOccurrences(of: "\n", with: " ")).with(\.reportedOn, today).build()
    }

    /// Each field `build`'s error names, with why: a missing one "is required".
    nonisolated static func problems(_ build: () throws(BuildError) -> SightingReport) -> [SightingField: String] {
        var problems: [SightingField: String] = [:]
        do throws(BuildError) { _ = try build() } catch {
            for (name, why) in error.missing.map({ ($0, "is required") }) + error.invalid.map({ ($0, $1) }) {
                if let field = SightingField(rawValue: name == "seen_on" ? "date" : name) { problems[field] = why }
            }
        }
        return problems
    }

    /// `date`'s day in `timeZone`, `YYYY-MM-DD`.
    nonisolated static func day(_ date: Date, in timeZone: TimeZone) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day())
    }
}
