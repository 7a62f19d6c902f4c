import Testing

@Suite struct LineDiffTests {
  @Test func equalTextsHaveOnlyCommonLines() {
    #expect(LineDiff.diff(expected: "a\nb", actual: "a\nb") == "  a\n  b")
  }

  @Test func changedLinesShowExpectedThenActual() {
    #expect(
      LineDiff.diff(expected: "a\nb\nc", actual: "a\nx\nc") == "  a\n- b\n+ x\n  c")
  }

  @Test func addedAndRemovedLines() {
    #expect(LineDiff.diff(expected: "a\nc", actual: "a\nb\nc") == "  a\n+ b\n  c")
    #expect(LineDiff.diff(expected: "a\nb\nc", actual: "a\nc") == "  a\n- b\n  c")
  }
}
