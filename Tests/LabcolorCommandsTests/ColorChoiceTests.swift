import Testing

@testable import LabcolorCommands

@Suite struct ColorChoiceTests {
  @Test func autoColorsATerminalWithAPlainEnvironment() {
    #expect(ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: [:]))
    #expect(ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: ["TERM": "xterm"]))
  }

  @Test func autoDoesNotColorAPipe() {
    #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: false, environment: [:]))
  }

  @Test func autoHonorsNoColorUnlessEmpty() {
    #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: ["NO_COLOR": "0"]))
    #expect(ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func autoDoesNotColorADumbTerminal() {
    #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: true, environment: ["TERM": "dumb"]))
  }

  @Test func forcingVariablesColorAnyOutputButYieldToNoColor() {
    for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      #expect(ColorChoice.auto.allowsColor(outputIsTerminal: false, environment: [name: "1"]))
      #expect(
        ColorChoice.auto.allowsColor(
          outputIsTerminal: false, environment: [name: "1", "TERM": "dumb"]))
      #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: false, environment: [name: "0"]))
      #expect(!ColorChoice.auto.allowsColor(outputIsTerminal: false, environment: [name: ""]))
      #expect(
        !ColorChoice.auto.allowsColor(
          outputIsTerminal: true, environment: [name: "1", "NO_COLOR": "1"]))
      #expect(!ColorChoice.never.allowsColor(outputIsTerminal: true, environment: [name: "1"]))
    }
  }

  @Test func alwaysAndNeverIgnoreTheTerminalAndEnvironment() {
    let hostile = ["NO_COLOR": "1", "TERM": "dumb"]
    #expect(ColorChoice.always.allowsColor(outputIsTerminal: false, environment: hostile))
    #expect(!ColorChoice.never.allowsColor(outputIsTerminal: true, environment: [:]))
  }

  @Test func theOptionOffersEveryChoiceAndDefaultsToAuto() {
    #expect(ColorChoice.option.name == "color")
    #expect(ColorChoice.option.declaration.allValueStrings == ["auto", "always", "never"])
    #expect(ColorChoice.option.declaration.defaultDescription == "auto")
    #expect(ColorChoice.option.defaultValue == .auto)
  }

  @Test func anInvocationDecidesFromItsOutputAndEnvironment() {
    let terminal = Output(isTerminal: true)
    let invocation = Invocation(
      path: CommandPath(root: Demo.root), arguments: ParsedArguments(), environment: [:],
      input: .bytes([]), output: terminal, error: Output())
    #expect(invocation.allowsColor(.auto))
    var noColor = invocation
    noColor.environment = ["NO_COLOR": "yes"]
    #expect(!noColor.allowsColor(.auto))
  }
}
