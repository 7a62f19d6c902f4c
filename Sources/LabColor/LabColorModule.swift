// LabColor: CIE L*a*b* color science and the observable LabColor model.
