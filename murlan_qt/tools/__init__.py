"""Console tools: the simulator, the record checker and the arena."""
