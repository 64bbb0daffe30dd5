"""Development tools: retrieval-quality evaluation and the speed/memory benchmark."""
