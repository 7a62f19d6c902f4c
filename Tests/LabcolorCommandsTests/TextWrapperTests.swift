import Testing

@testable import LabcolorCommands

@Suite struct TextWrapperTests {
  @Test func wordsFillLinesUpToTheWidth() {
    #expect(
      TextWrapper.wrap("aaa bbb ccc ddd", prefix: "", indent: 0, width: 7) == "aaa bbb\nccc ddd")
  }

  @Test func aLineMayEndExactlyAtTheWidth() {
    #expect(TextWrapper.wrap("aa bb", width: 5) == "aa bb")
    #expect(TextWrapper.wrap("aa bbb", width: 5) == "aa\nbbb")
  }

  @Test func continuationLinesAreIndented() {
    #expect(
      TextWrapper.wrap(["[--a]", "[--b]", "[--c]"], prefix: "USAGE: ", indent: 7, width: 19)
        == "USAGE: [--a] [--b]\n       [--c]")
  }

  @Test func aWordWiderThanTheLineGetsItsOwnLineUnbroken() {
    #expect(TextWrapper.wrap("a bbbbbbbbbb c", width: 5) == "a\nbbbbbbbbbb\nc")
  }

  @Test func repeatedSpacesCollapse() {
    #expect(TextWrapper.wrap("a   b", width: 80) == "a b")
  }

  @Test func paragraphsKeepBlankAndIndentedLines() {
    let text = "one two three\n\n    example --x 1\nfour five"
    #expect(
      TextWrapper.wrapParagraphs(text, width: 9)
        == "one two\nthree\n\n    example --x 1\nfour five")
  }
}
