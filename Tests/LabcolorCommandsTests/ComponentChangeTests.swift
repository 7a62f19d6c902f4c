import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ComponentChangeTests {
  @Test func assignmentWordsSplitAtTheFirstEqualsSignAndAreValidated() throws {
    let change = try ComponentChange(assignment: "l=60")
    #expect(change.component == .l)
    #expect(change.spelling == "l")
    #expect(change.operation == .set(60))
    #expect(try ComponentChange(assignment: "L*=25%").operation == .set(25))
    // 100% of a* is 125, as CSS Color 4 says of lab().
    #expect(try ComponentChange(assignment: "a*=-50%").operation == .set(-62.5))
    #expect(throws: ComponentChange.Failure.notAnAssignment("=5")) {
      try ComponentChange(assignment: "=5")
    }
    #expect(throws: ComponentChange.Failure.notAnAssignment("l60")) {
      try ComponentChange(assignment: "l60")
    }
    #expect(
      throws: ComponentChange.Failure.invalidValue(key: "a", value: "=5", reason: "not a number")
    ) {
      try ComponentChange(assignment: "a==5")
    }
  }

  @Test func spacesAndTabsAroundTheKeyAndTheValueAreNotPartOfThem() throws {
    for word in ["l = 60", " l=60", "l=60 ", "\tl\t=\t60\t"] {
      let change = try ComponentChange(assignment: word)
      #expect(change.spelling == "l", "\(word)")
      #expect(change.operation == .set(60), "\(word)")
    }
    #expect(try ComponentChange(assignment: "L* = 25%").operation == .set(25))
    #expect(throws: ComponentChange.Failure.notAnAssignment("  =5")) {
      try ComponentChange(assignment: "  =5")
    }
    #expect(
      throws: ComponentChange.Failure.invalidValue(key: "l", value: "", reason: "not a number")
    ) {
      try ComponentChange(assignment: "l = ")
    }
    #expect(
      throws: ComponentChange.Failure.invalidValue(key: "l", value: "6 0", reason: "not a number")
    ) {
      try ComponentChange(assignment: "l = 6 0")
    }
  }

  @Test func setAndAdd() throws {
    let color = LabColor()
    try ComponentChange(key: "L*", value: "25%", shown: "25%").apply(to: color)
    try ComponentChange(key: "a", number: -20).apply(to: color)
    try ComponentChange(key: "b", adding: 2.5).apply(to: color)
    try ComponentChange(key: "b", adding: -5).apply(to: color)
    #expect(color.lab == Lab(l: 25, a: -20, b: -2.5))
  }

  @Test func refusedChangesNameTheKeyAndTheReason() {
    let cases: [(() throws(ComponentChange.Failure) -> ComponentChange, ComponentChange.Failure)] =
      [
        (
          { () throws(ComponentChange.Failure) in try ComponentChange(key: "l", number: 110) },
          .invalidValue(key: "l", value: "110", reason: "L* must be between 0 and 100 (got 110)")
        ),
        (
          { () throws(ComponentChange.Failure) in
            try ComponentChange(key: "a", value: "red", shown: "red")
          },
          .invalidValue(key: "a", value: "red", reason: "not a number")
        ),
        (
          { () throws(ComponentChange.Failure) in
            try ComponentChange(key: "hex", value: "#000000", shown: "#000000")
          },
          .computedKey("hex")
        ),
        (
          { () throws(ComponentChange.Failure) in try ComponentChange(key: "Z", adding: 1) },
          .computedKey("Z")
        ),
        (
          { () throws(ComponentChange.Failure) in
            try ComponentChange(key: "c", value: "1", shown: "1")
          },
          .unknownKey("c")
        ),
      ]
    for (make, failure) in cases {
      #expect(throws: failure) { try make() }
    }
  }

  @Test func anAdditionIsValidatedWhenAppliedAndARefusalChangesNothing() throws {
    let color = LabColor(l: 90, a: 1, b: 2)
    let change = try ComponentChange(key: "l", adding: 20)
    #expect(
      throws: ComponentChange.Failure.invalidValue(
        key: "l", value: "110", reason: "L* must be between 0 and 100 (got 110)")
    ) { try change.apply(to: color) }
    #expect(
      throws: ComponentChange.Failure.invalidValue(
        key: "a", value: "1e+300", reason: "the color is too far out of range to convert")
    ) { try ComponentChange(key: "a", number: 1e300).apply(to: color, refusingOverflow: true) }
    #expect(color.lab == Lab(l: 90, a: 1, b: 2))
  }

  @Test func messages() {
    #expect(
      ComponentChange.Failure.notAnAssignment("l60").description
        == "expected a key=value word such as l=60 or a=-5, got 'l60'")
    #expect(
      ComponentChange.Failure.unknownKey("lightnes").description
        == "unknown key 'lightnes' (did you mean 'lightness'?)")
    #expect(
      ComponentChange.Failure.unknownKey("q").description
        == "unknown key 'q' (the keys that can be set are l, a and b)")
    // A computed key is not suggested: it cannot be set either.
    #expect(
      ComponentChange.Failure.unknownKey("hexx").description
        == "unknown key 'hexx' (the keys that can be set are l, a and b)")
    #expect(
      ComponentChange.Failure.unknownKey("reds").description
        == "unknown key 'reds' (the keys that can be set are l, a and b)")
    #expect(
      ComponentChange.Failure.unknownKey("acomponent2").description
        == "unknown key 'acomponent2' (did you mean 'aComponent'?)")
    #expect(
      ComponentChange.Failure.computedKey("hex").description
        == "'hex' is computed from L*, a* and b* and cannot be set")
    #expect(
      ComponentChange.Failure.invalidValue(key: "l", value: "120", reason: "too big").description
        == "cannot set 'l' to '120': too big")
  }
}
