"""The Discord client: the bot (client.py), its command tree and translator (tree.py), the one
error handler (errors.py), command sync (sync.py) and the list of feature cogs (extensions.py).

It lives beside the cogs because it imports discord, and nothing under bot/ or index/ may; the
application it serves is bot.services. `juez bot` reaches it through bot.launcher, which imports
``cogs._app.client`` by name only when the bot really starts (the terminal stays discord-free).

What outlives a restart: every button and menu the bot sends is a ``discord.ui.DynamicItem``
whose custom_id says what it does and carries its state; each cog registers its items again in
its ``setup`` (run by ``setup_hook``), so a message sent by an earlier process still answers.
"""
