import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ComponentChangeTests {
  @Test func assignmentWordsSplitAtTheFirstEqualsSign() {
    #expect(ComponentChange(assignment: "l=60") == ComponentChange(key: "l", operation: .set("60")))
    #expect(ComponentChange(assignment: "a==5") == ComponentChange(key: "a", operation: .set("=5")))
    #expect(ComponentChange(assignment: "b=") == ComponentChange(key: "b", operation: .set("")))
    #expect(ComponentChange(assignment: "=5") == nil)
    #expect(ComponentChange(assignment: "l60") == nil)
  }

  @Test func setSetNumberAndAdd() throws {
    let color = LabColor()
    try ComponentChange(key: "L*", operation: .set("25%")).apply(to: color)
    try ComponentChange(key: "a", operation: .setNumber(-20)).apply(to: color)
    try ComponentChange(key: "b", operation: .add(2.5)).apply(to: color)
    try ComponentChange(key: "b", operation: .add(-5)).apply(to: color)
    #expect(color.lab == Lab(l: 25, a: -20, b: -2.5))
  }

  @Test func refusedChangesLeaveTheColorAlone() {
    let color = LabColor(l: 90, a: 1, b: 2)
    let cases: [(ComponentChange, ComponentChange.Failure)] = [
      (
        ComponentChange(key: "l", operation: .add(20)),
        .invalidValue(key: "l", value: "110", reason: "L* must be between 0 and 100 (got 110)")
      ),
      (
        ComponentChange(key: "a", operation: .set("red")),
        .invalidValue(key: "a", value: "red", reason: "not a number")
      ),
      (ComponentChange(key: "hex", operation: .set("#000000")), .computedKey("hex")),
      (ComponentChange(key: "Z", operation: .add(1)), .computedKey("Z")),
      (ComponentChange(key: "c", operation: .set("1")), .unknownKey("c")),
    ]
    for (change, failure) in cases {
      #expect(throws: failure) { try change.apply(to: color) }
    }
    #expect(color.lab == Lab(l: 90, a: 1, b: 2))
  }

  @Test func messages() {
    #expect(
      ComponentChange.Failure.unknownKey("lightnes").description
        == "unknown key 'lightnes' (did you mean 'lightness'?)")
    #expect(
      ComponentChange.Failure.unknownKey("q").description
        == "unknown key 'q' (the keys that can be set are l, a and b)")
    #expect(
      ComponentChange.Failure.computedKey("hex").description
        == "'hex' is computed from L*, a* and b* and cannot be set")
    #expect(
      ComponentChange.Failure.invalidValue(key: "l", value: "120", reason: "too big").description
        == "cannot set 'l' to '120': too big")
  }
}
