"""The hand review: its window, the position stepper and the analysis panel."""
