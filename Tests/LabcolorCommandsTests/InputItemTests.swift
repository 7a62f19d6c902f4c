import Testing

@testable import LabcolorCommands

@Suite struct InputItemTests {
  private func isBlankOrComment(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { InputItem.isBlankOrComment($0) }
  }

  @Test func blankAndCommentLinesAreSkipped() {
    for text in ["", " ", "\t\u{0B}\u{0C}\r", "#", "  #", "# note", "#\tnote", " # #336699"] {
      #expect(isBlankOrComment(text), "\(text.debugDescription)")
    }
    for text in ["#336699", "#fff", " #abc # not a comment", "red", "50 20 0", "\u{A0}"] {
      #expect(!isBlankOrComment(text), "\(text.debugDescription)")
    }
  }

  @Test func sourcesAreNamedAsMessagesNameThem() {
    #expect(InputSource.line(3).description == "line 3")
    #expect(InputSource.argument(2).description == "argument 2")
    #expect(
      InputSource.arguments(3...5, text: "50 20 0").description == "arguments 3–5 ('50 20 0')")
  }
}
