import KeyValueObserving
import Testing

@Suite struct ObservationInfoTests {
  @Test func describesWhoObservesWhatWithWhichOptions() {
    final class Owner {}
    let owner = Owner()
    let person = Person()
    let view = ColorView()
    #expect(person.observationInfo.entries.isEmpty)
    let token = person.observe(\.fullName, options: [.new, .initial]) { _, _ in }
    person.observe(\.age, options: [.old], owner: owner) { _, _ in }
    let counter = Counter()
    let action = counter.observe(\.value, target: view, action: ColorView.ping)

    let info = person.observationInfo
    #expect(
      info.entries == [
        .init(key: "age", options: [.old], kind: "block", owner: "Owner"),
        .init(key: "fullName", options: [.new, .initial], kind: "block", owner: nil),
      ])
    let lines = info.debugDescription.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Person 0x") == true)
    #expect(lines.first?.hasSuffix(": 2 observations") == true)
    #expect(
      lines.dropFirst().map(String.init) == [
        "  age: block, options [old], owner: Owner",
        "  fullName: block, options [new, initial]",
      ])
    #expect(counter.observationInfo.entries.map(\.kind) == ["target/action, target: ColorView"])
    withExtendedLifetime((token, action)) {}
  }
}
